ALTER TABLE "list_members" ADD COLUMN "here_going" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A member on the way to a shop («Иду в Пятёрочку») is there once they tick something on the list: the purchase counts
-- for that shop (as before) and clears `here_going`, so the others read «Иван в Пятёрочке» from then on.
CREATE OR REPLACE FUNCTION listok_purchase_store() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.store_id IS NULL AND NEW.user_id IS NOT NULL THEN
    SELECT m.here_store_id INTO NEW.store_id
      FROM list_members m
      WHERE m.list_id = NEW.list_id AND m.user_id = NEW.user_id AND listok_in_shop(m.here_store_id, m.here_since);
  END IF;
  IF NEW.user_id IS NOT NULL THEN
    UPDATE list_members SET here_going = false
      WHERE list_id = NEW.list_id AND user_id = NEW.user_id AND here_going;
  END IF;
  RETURN NEW;
END;
$$;
