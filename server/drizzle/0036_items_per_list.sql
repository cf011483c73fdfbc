-- A list holds at most 5,000 items (contract limits.itemsPerListMax; items-limit.test.ts holds the two together).
-- Every way of adding (the add box, a paste, a copy, a calendar app) is refused past it in the statement that adds:
-- the API answers 400 LIST_FULL (plugins/errors.ts), and nothing of the change is kept.
CREATE FUNCTION listok_list_full() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM list_items i
    WHERE i.list_id IN (SELECT DISTINCT a.list_id FROM added a)
    GROUP BY i.list_id
    HAVING count(*) > 5000
  ) THEN
    RAISE EXCEPTION 'a list holds at most 5000 items' USING ERRCODE = 'LK001';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER list_items_per_list AFTER INSERT ON list_items REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listok_list_full();
