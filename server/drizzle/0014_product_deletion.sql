ALTER TABLE "products" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_deleted_by_idx" ON "products" USING btree ("deleted_by") WHERE "products"."deleted_by" is not null;