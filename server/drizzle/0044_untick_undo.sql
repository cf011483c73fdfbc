ALTER TABLE "list_items" ADD COLUMN "ticked_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "ticked_before_by" integer;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "unticked_all_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_ticked_before_by_users_id_fk" FOREIGN KEY ("ticked_before_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;