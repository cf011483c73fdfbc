CREATE TABLE "list_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"subject_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_notification_modes" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "list_notification_modes_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"payload" text NOT NULL,
	"topic" text,
	"urgency" text NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_keys_value" CHECK (char_length("server_keys"."value") > 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_notices" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_notices_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_notification_modes" ADD CONSTRAINT "list_notification_modes_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_notification_modes" ADD CONSTRAINT "list_notification_modes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_notices" ADD CONSTRAINT "shopping_notices_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_notices" ADD CONSTRAINT "shopping_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_changes_list_idx" ON "list_changes" USING btree ("list_id","id");--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_outbox_subscription_idx" ON "push_outbox" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","updated_at");--> statement-breakpoint
-- The mark (0011_mark_item.sql) also keeps its change for the members' notifications, in the same round trip.
CREATE OR REPLACE FUNCTION listok_mark_item(p_row integer, p_user integer, p_topic_prefix text)
RETURNS TABLE (
  list_id integer,
  active boolean,
  access_code text,
  is_owner boolean,
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
BEGIN
  -- The list with the caller's membership, locked like every change of the list's items (lists.repo.ts findListFor).
  SELECT l.id, l.active, l.access_code, m.is_owner
    INTO list_id, active, access_code, is_owner
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
    RETURNING i.completed, i.completed_at, i.product_id INTO completed, completed_at, v_product;
  IF NOT FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;
  toggled := true;

  -- A tick is a purchase; an untick within three hours of its tick takes the purchase back (a slip of the finger).
  IF completed THEN
    INSERT INTO purchases (list_id, product_id, user_id, bought_at) VALUES (list_id, v_product, p_user, completed_at);
  ELSIF v_before IS NOT NULL AND v_before > now() - interval '3 hours' THEN
    DELETE FROM purchases p
      WHERE p.list_id = list_id AND p.product_id = v_product AND p.bought_at >= v_before;
  END IF;

  UPDATE lists l SET updated_at = now(), items_version = l.items_version + 1
    WHERE l.id = list_id
    RETURNING l.items_version INTO items_version;

  -- The change for the members' next notification (plugins/web-push.ts), when another member has a device subscribed.
  INSERT INTO list_changes (list_id, actor_id, kind, product_id)
    SELECT list_id, p_user, CASE WHEN completed THEN 'bought' ELSE 'unbought' END, v_product
    WHERE EXISTS (
      SELECT 1 FROM list_members m JOIN push_subscriptions s ON s.user_id = m.user_id
      WHERE m.list_id = list_id AND m.user_id <> p_user);

  -- The push event's row (plugins/push.ts): the server delivers it after the commit. Its id follows the list lock, so
  -- the events of one list are numbered in the order of their changes.
  event_topic := p_topic_prefix || list_id;
  INSERT INTO push_events (topic, data) VALUES (event_topic, jsonb_build_object('type', 'items', 'listId', list_id))
    RETURNING id INTO event_id;
  RETURN NEXT;
END;
$$;
