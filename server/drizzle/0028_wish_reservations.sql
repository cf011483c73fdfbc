ALTER TABLE "list_items" ADD COLUMN "reserved_by" integer;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The mark answers the list's kind too: a mark's items answer on a wish list carries the caller's view of the
-- reservations (items.reservations.ts), which the owner never sees. A new column of the answer: dropped and made again.
DROP FUNCTION listok_mark_item(integer, integer, text);--> statement-breakpoint
CREATE FUNCTION listok_mark_item(p_row integer, p_user integer, p_topic_prefix text)
RETURNS TABLE (
  list_id integer,
  active boolean,
  access_code text,
  is_owner boolean,
  kind text,
  toggled boolean,
  completed boolean,
  completed_at timestamptz,
  items_version integer,
  event_id bigint,
  event_topic text
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_variable
DECLARE
  v_before timestamptz;
  v_product integer;
  v_entry text;
BEGIN
  -- The list with the caller's membership, locked like every change of the list's items (lists.repo.ts findListFor).
  SELECT l.id, l.active, l.access_code, m.is_owner, l.kind
    INTO list_id, active, access_code, is_owner, kind
    FROM lists l
    LEFT JOIN list_members m ON m.list_id = l.id AND m.user_id = p_user
    WHERE l.id = (SELECT i.list_id FROM list_items i WHERE i.id = p_row)
    FOR NO KEY UPDATE OF l;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  toggled := false;
  IF is_owner IS NULL OR NOT active THEN
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT i.completed_at INTO v_before FROM list_items i WHERE i.id = p_row AND i.list_id = list_id;
  UPDATE list_items i SET
      completed = NOT i.completed,
      completed_at = CASE WHEN i.completed THEN NULL ELSE now() END,
      completed_by = CASE WHEN i.completed THEN NULL ELSE p_user END,
      updated_at = now()
    WHERE i.id = p_row AND i.list_id = list_id
    RETURNING i.completed, i.completed_at, i.product_id, i.name INTO completed, completed_at, v_product, v_entry;
  IF NOT FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;
  toggled := true;

  -- A tick on a shopping list is a purchase; an untick within three hours of its tick takes the purchase back (a slip
  -- of the finger). A to-do done, a thing packed or a wish received is no purchase.
  IF completed AND kind = 'shopping' AND v_product IS NOT NULL THEN
    INSERT INTO purchases (list_id, product_id, user_id, bought_at) VALUES (list_id, v_product, p_user, completed_at);
  ELSIF v_product IS NOT NULL AND v_before IS NOT NULL AND v_before > now() - interval '3 hours' THEN
    DELETE FROM purchases p
      WHERE p.list_id = list_id AND p.product_id = v_product AND p.bought_at >= v_before;
  END IF;

  UPDATE lists l SET updated_at = now(), items_version = l.items_version + 1
    WHERE l.id = list_id
    RETURNING l.items_version INTO items_version;

  -- The change for the members' next notification (plugins/web-push.ts), when another member has a device subscribed.
  INSERT INTO list_changes (list_id, actor_id, kind, product_id, entry)
    SELECT list_id, p_user, CASE WHEN completed THEN 'bought' ELSE 'unbought' END, v_product, v_entry
    WHERE EXISTS (
      SELECT 1 FROM list_members m JOIN push_subscriptions s ON s.user_id = m.user_id
      WHERE m.list_id = list_id AND m.user_id <> p_user);

  -- The push event's row (plugins/push.ts): the server delivers it after the commit. Its id follows the list lock, so
  -- the events of one list are numbered in the order of their changes.
  event_topic := p_topic_prefix || list_id;
  INSERT INTO push_events (topic, data)
    VALUES (event_topic, jsonb_build_object('type', 'items', 'listId', list_id, 'itemsVersion', items_version))
    RETURNING id INTO event_id;
  RETURN NEXT;
END;
$$;
