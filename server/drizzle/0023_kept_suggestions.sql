CREATE TABLE "kept_suggestions" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lists" text NOT NULL,
	"former" text NOT NULL,
	"last_item" integer NOT NULL,
	"suggestions" jsonb NOT NULL,
	CONSTRAINT "kept_suggestions_list_id_user_id_scope_pk" PRIMARY KEY("list_id","user_id","scope")
);
--> statement-breakpoint
ALTER TABLE "kept_suggestions" ADD CONSTRAINT "kept_suggestions_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_suggestions" ADD CONSTRAINT "kept_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_suggestions_user_idx" ON "kept_suggestions" USING btree ("user_id");