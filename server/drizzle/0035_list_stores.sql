CREATE TABLE "list_item_stores" (
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "list_item_stores_item_id_store_id_pk" PRIMARY KEY("item_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "list_store_order" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "list_store_order_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "list_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_stores_name_length" CHECK (char_length("list_stores"."name") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "list_members" ADD COLUMN "here_store_id" integer;--> statement-breakpoint
ALTER TABLE "list_members" ADD COLUMN "here_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "list_item_stores" ADD CONSTRAINT "list_item_stores_item_id_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_item_stores" ADD CONSTRAINT "list_item_stores_store_id_list_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."list_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_store_order" ADD CONSTRAINT "list_store_order_store_id_list_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."list_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_store_order" ADD CONSTRAINT "list_store_order_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_stores" ADD CONSTRAINT "list_stores_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_item_stores_store_idx" ON "list_item_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_stores_name_key" ON "list_stores" USING btree ("list_id",lower("name"));--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_here_store_id_list_stores_id_fk" FOREIGN KEY ("here_store_id") REFERENCES "public"."list_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_store_id_list_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."list_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_store_idx" ON "purchases" USING btree ("store_id","bought_at") WHERE "purchases"."store_id" is not null;--> statement-breakpoint
-- A tick made while the buyer is in a shop of the list (`PUT /api/list/{id}/here`, within a trip's three hours:
-- contract shoppingTripHours) counts for that shop's learned order (features/lists/shopping/stores.repo.ts).
CREATE FUNCTION listok_purchase_store() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.store_id IS NULL AND NEW.user_id IS NOT NULL THEN
    SELECT m.here_store_id INTO NEW.store_id
      FROM list_members m
      WHERE m.list_id = NEW.list_id AND m.user_id = NEW.user_id AND m.here_since > now() - interval '3 hours';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_store BEFORE INSERT ON purchases FOR EACH ROW EXECUTE FUNCTION listok_purchase_store();
