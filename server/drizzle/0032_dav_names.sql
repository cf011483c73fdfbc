ALTER TABLE "list_items" ADD COLUMN "dav_name" text;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "dav_uid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_dav_name_key" ON "list_items" USING btree ("list_id","dav_name") WHERE "list_items"."dav_name" is not null;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_dav_lengths" CHECK (char_length("list_items"."dav_name") <= 255 and char_length("list_items"."dav_uid") <= 255);