ALTER TABLE "list_items" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "due_day" date;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "repeat" text;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "repeat_day" smallint;--> statement-breakpoint
CREATE INDEX "list_items_due_at_idx" ON "list_items" USING btree ("due_at") WHERE "list_items"."due_at" is not null and not "list_items"."completed";--> statement-breakpoint
CREATE INDEX "list_items_due_day_idx" ON "list_items" USING btree ("due_day") WHERE "list_items"."due_day" is not null and not "list_items"."completed";--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_due_once" CHECK ("list_items"."due_at" is null or "list_items"."due_day" is null);--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_repeat_due" CHECK ("list_items"."repeat" is null or ("list_items"."repeat" in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
        and ("list_items"."due_at" is not null or "list_items"."due_day" is not null)));--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_repeat_day" CHECK ("list_items"."repeat_day" between 1 and 31);--> statement-breakpoint
-- The next day of a repeating to-do after a day (due.test.ts holds it to a table; the contract's nextDueDay follows
-- the same table): a month's or a year's repeat keeps its day of month (p_anchor, else the day's own), clamped to the
-- month's last day.
CREATE FUNCTION listok_next_due_day(p_day date, p_repeat text, p_anchor integer)
RETURNS date
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
  v_next date;
  v_month date;
  v_want integer := coalesce(p_anchor, extract(day FROM p_day)::integer);
BEGIN
  IF p_repeat = 'daily' THEN
    RETURN p_day + 1;
  ELSIF p_repeat = 'weekly' THEN
    RETURN p_day + 7;
  ELSIF p_repeat = 'weekdays' THEN
    v_next := p_day + 1;
    WHILE extract(isodow FROM v_next) > 5 LOOP
      v_next := v_next + 1;
    END LOOP;
    RETURN v_next;
  ELSIF p_repeat = 'monthly' THEN
    v_month := (date_trunc('month', p_day) + interval '1 month')::date;
  ELSIF p_repeat = 'yearly' THEN
    v_month := (date_trunc('month', p_day) + interval '1 year')::date;
  ELSE
    RETURN NULL;
  END IF;
  RETURN v_month + (least(v_want, extract(day FROM (v_month + interval '1 month' - interval '1 day'))::integer) - 1);
END;
$$;--> statement-breakpoint
-- The mark moves a repeating to-do on instead of closing it: its due goes to the first occurrence after both the due
-- and today (in the zone of the one who does it, else of the list's owner; a timed due keeps its wall-clock time
-- across a daylight-saving change), the tick is kept as its last completion (completed_at, completed_by), and the
-- answer's `repeated` tells the caller that more than the tick changed. A new column: dropped and made again.
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
  repeated boolean,
  items_version integer,
  event_id bigint,
  event_topic text
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_variable
DECLARE
  v_before timestamptz;
  v_was_done boolean;
  v_assignee integer;
  v_done boolean;
  v_product integer;
  v_entry text;
  v_repeat text;
  v_repeat_day integer;
  v_due_at timestamptz;
  v_due_day date;
  v_zone text;
  v_today date;
  v_day date;
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
  repeated := false;
  IF is_owner IS NULL OR NOT active THEN
    RETURN NEXT;
    RETURN;
  END IF;

  -- One read of the row as before; the zone only for a repeating to-do.
  SELECT i.completed, i.completed_at, i.repeat, i.repeat_day, i.due_at, i.due_day, i.assignee_id
    INTO v_was_done, v_before, v_repeat, v_repeat_day, v_due_at, v_due_day, v_assignee
    FROM list_items i WHERE i.id = p_row AND i.list_id = list_id;
  IF FOUND AND NOT v_was_done AND kind = 'todo' AND v_repeat IS NOT NULL THEN
    SELECT coalesce(tz.name, 'Europe/Moscow') INTO v_zone
      FROM users u LEFT JOIN time_zones tz ON tz.id = u.time_zone_id
      WHERE u.id = coalesce(v_assignee, (SELECT l.owner_id FROM lists l WHERE l.id = list_id));
    v_zone := coalesce(v_zone, 'Europe/Moscow');
    v_today := (now() AT TIME ZONE v_zone)::date;
    v_day := coalesce(v_due_day, (v_due_at AT TIME ZONE v_zone)::date);
    LOOP
      v_day := listok_next_due_day(v_day, v_repeat, v_repeat_day);
      EXIT WHEN v_day > v_today;
    END LOOP;
    UPDATE list_items i SET
        completed_at = now(),
        completed_by = p_user,
        due_day = CASE WHEN i.due_day IS NULL THEN NULL ELSE v_day END,
        due_at = CASE WHEN i.due_at IS NULL THEN NULL
          ELSE (v_day + (i.due_at AT TIME ZONE v_zone)::time) AT TIME ZONE v_zone END,
        updated_at = now()
      WHERE i.id = p_row
      RETURNING i.completed, i.completed_at, i.product_id, i.name INTO completed, completed_at, v_product, v_entry;
    repeated := true;
    v_done := true;
  ELSE
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
    v_done := completed;
  END IF;
  toggled := true;

  -- A tick on a shopping list is a purchase; an untick within three hours of its tick takes the purchase back (a slip
  -- of the finger). A to-do done, a thing packed or a wish received is no purchase.
  IF completed AND kind = 'shopping' AND v_product IS NOT NULL THEN
    INSERT INTO purchases (list_id, product_id, user_id, bought_at) VALUES (list_id, v_product, p_user, completed_at);
  ELSIF NOT repeated AND v_product IS NOT NULL AND v_before IS NOT NULL AND v_before > now() - interval '3 hours' THEN
    DELETE FROM purchases p
      WHERE p.list_id = list_id AND p.product_id = v_product AND p.bought_at >= v_before;
  END IF;

  UPDATE lists l SET updated_at = now(), items_version = l.items_version + 1
    WHERE l.id = list_id
    RETURNING l.items_version INTO items_version;

  -- The change for the members' next notification (plugins/web-push.ts), when another member has a device subscribed.
  INSERT INTO list_changes (list_id, actor_id, kind, product_id, entry)
    SELECT list_id, p_user, CASE WHEN v_done THEN 'bought' ELSE 'unbought' END, v_product, v_entry
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
