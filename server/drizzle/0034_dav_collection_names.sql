ALTER TABLE "list_members" ADD COLUMN "dav_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "list_members_dav_name_key" ON "list_members" USING btree ("user_id","dav_name") WHERE "list_members"."dav_name" is not null;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_dav_name_length" CHECK (char_length("list_members"."dav_name") between 1 and 255);