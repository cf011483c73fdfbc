CREATE TABLE "list_presence" (
	"process" text NOT NULL,
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_presence_process_list_id_user_id_pk" PRIMARY KEY("process","list_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "list_presence" ADD CONSTRAINT "list_presence_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_presence" ADD CONSTRAINT "list_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_presence_list_idx" ON "list_presence" USING btree ("list_id","user_id");