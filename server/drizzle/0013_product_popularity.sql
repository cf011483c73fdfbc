CREATE TABLE "product_popularity" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "purchases_list_idx";--> statement-breakpoint
DROP INDEX "purchases_user_idx";--> statement-breakpoint
ALTER TABLE "product_popularity" ADD CONSTRAINT "product_popularity_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_list_idx" ON "purchases" USING btree ("list_id","bought_at","product_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","bought_at","product_id","list_id");--> statement-breakpoint
-- How often everyone buys each common product, kept with every purchase row written or taken back (a tick, an untick
-- within the trip, a list or product deleted with its purchases), so that the search reads one row per candidate instead
-- of counting purchases on every keystroke. Only common products get a row: nothing is ever counted of users' own.
INSERT INTO "product_popularity" ("product_id", "purchases")
  SELECT h.product_id, count(*) FROM "purchases" h JOIN "products" p ON p.id = h.product_id AND p.common
  GROUP BY h.product_id;
--> statement-breakpoint
CREATE FUNCTION listok_count_purchase() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_popularity (product_id, purchases)
      SELECT NEW.product_id, 1 FROM products p WHERE p.id = NEW.product_id AND p.common
      ON CONFLICT (product_id) DO UPDATE SET purchases = product_popularity.purchases + 1;
  ELSE
    UPDATE product_popularity SET purchases = greatest(purchases - 1, 0) WHERE product_id = OLD.product_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_popularity AFTER INSERT OR DELETE ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION listok_count_purchase();
