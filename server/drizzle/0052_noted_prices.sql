-- A price typed with a good when it was added («молоко 89₽», issue 50) is kept on its open item; the tick pays it:
-- the tick's purchase takes the item's price with the amount bought, by whatever call the tick comes (a mark, a
-- calendar app). A price given with the tick itself is set on the purchase afterwards and wins.
CREATE FUNCTION listok_purchase_price() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  noted record;
BEGIN
  IF NEW.price IS NULL THEN
    SELECT i.price, i.amount, i.unit_id INTO noted
      FROM list_items i
      WHERE i.list_id = NEW.list_id AND i.product_id = NEW.product_id AND i.price IS NOT NULL;
    IF FOUND THEN
      NEW.price := noted.price;
      NEW.amount := noted.amount;
      NEW.unit_id := noted.unit_id;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_price BEFORE INSERT ON purchases FOR EACH ROW EXECUTE FUNCTION listok_purchase_price();
--> statement-breakpoint
-- An untick clears the price it took back (migration 0049) only when it is one: a write of an open item that names its
-- `completed` column (a paste's merge) keeps the price typed with it, and one that sets a new price with the untick
-- (a pasted line that puts a bought good back with its price) keeps that.
DROP TRIGGER list_items_untick_price ON list_items;
--> statement-breakpoint
CREATE TRIGGER list_items_untick_price BEFORE UPDATE OF completed ON list_items
  FOR EACH ROW WHEN (OLD.completed AND NOT NEW.completed AND NEW.price IS NOT DISTINCT FROM OLD.price AND NEW.price IS NOT NULL)
  EXECUTE FUNCTION listok_untick_price();
