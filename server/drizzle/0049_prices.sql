ALTER TABLE "users" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "price" bigint;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "price" bigint;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "amount" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_priced_idx" ON "purchases" USING btree ("list_id","product_id","bought_at") WHERE "purchases"."price" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_price" CHECK ("purchases"."price" >= 0);--> statement-breakpoint
-- The lists made before have their owner's language's currency (contract `defaultCurrency`).
UPDATE "lists" l SET "currency" = 'EUR' FROM "users" u WHERE u.id = l.owner_id AND u.lang = 'en';
--> statement-breakpoint
-- An untick takes the price with it, by whatever call it comes (a mark, unticking all, a calendar app).
CREATE FUNCTION listok_untick_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.completed THEN
    NEW.price := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_items_untick_price BEFORE UPDATE OF completed ON list_items
  FOR EACH ROW WHEN (NEW.price IS NOT NULL AND NOT NEW.completed) EXECUTE FUNCTION listok_untick_price();
