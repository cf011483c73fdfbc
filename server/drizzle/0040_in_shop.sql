-- Whether a member is in one of the list's shops now: said so (`PUT /api/list/{id}/here`) within a trip's three hours
-- (contract shoppingTripHours; features/lists/members/trips.ts, held to it by trips-rule.test.ts). One rule for the
-- header's members, the shoppers of My lists, the push bundle's shop and the purchase's shop (the trigger below).
CREATE FUNCTION listok_in_shop(here_store_id integer, here_since timestamp with time zone) RETURNS boolean
LANGUAGE sql STABLE
AS $$
  SELECT here_store_id IS NOT NULL AND here_since > now() - interval '3 hours'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listok_purchase_store() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.store_id IS NULL AND NEW.user_id IS NOT NULL THEN
    SELECT m.here_store_id INTO NEW.store_id
      FROM list_members m
      WHERE m.list_id = NEW.list_id AND m.user_id = NEW.user_id AND listok_in_shop(m.here_store_id, m.here_since);
  END IF;
  RETURN NEW;
END;
$$;
