CREATE TABLE "dav_sync_states" (
	"list_id" integer NOT NULL,
	"token" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etags" jsonb NOT NULL,
	CONSTRAINT "dav_sync_states_list_id_token_pk" PRIMARY KEY("list_id","token")
);
--> statement-breakpoint
ALTER TABLE "dav_sync_states" ADD CONSTRAINT "dav_sync_states_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dav_sync_states_made_idx" ON "dav_sync_states" USING btree ("made_at");