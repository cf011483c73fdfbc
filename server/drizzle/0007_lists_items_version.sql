ALTER TABLE "lists" ADD COLUMN "items_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "list_items_product_idx" ON "list_items" USING btree ("product_id");