/** Web Push: devices' subscriptions, each member's mode per list, changes waiting for their bundle, the outbox. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.js';
import { products } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';
import { listItems, lists } from './lists.js';

/**
 * A browser's push subscription (PushSubscription.toJSON()); an endpoint belongs to the user who subscribed last, and
 * lives as long as the session that posted it: signing out and revoking delete it with the session (a session that
 * merely runs out leaves it, `session_id` null, as do rows saved before sessions were kept here).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.updatedAt),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** A member's choice of what a list tells them; no row is `all`. */
export const listNotificationModes = pgTable(
  'list_notification_modes',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['all', 'shopping', 'none'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

/**
 * Changes of a list not told yet: written in the change's transaction, bundled into one notification per reader when
 * the list has been quiet for PUSH_BUNDLE_SECONDS (or its first change is 120 s old), then deleted.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'added',
        'changed',
        'bought',
        'unbought',
        'removed',
        'joined',
        'left',
        'memberAdded',
        'memberRemoved',
        'closed',
        'recovered',
        'unticked',
      ],
    }).notNull(),
    /** The item's product, for item changes. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** A plain entry's text, for changes of plain entries (lists of a kind other than shopping). */
    entry: text('entry'),
    /** The member added or removed, for those changes. */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('list_changes_list_idx').on(t.listId, t.id)],
);

/**
 * Push messages waiting to be sent, one per subscription: a crash or a restart loses none. A sender claims a row by
 * moving `next_attempt_at` forward, so with several processes each is sent once; failures are retried with backoff.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The JSON text of the PushPayload, encrypted only when sent. */
    payload: text('payload').notNull(),
    /** The Topic header: a newer message of the same topic replaces one the push service still holds. */
    topic: text('topic'),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt), index('push_outbox_subscription_idx').on(t.subscriptionId)],
);

/** When a member last told a list "I'm going shopping" (at most once in 10 minutes). */
export const shoppingNotices = pgTable(
  'shopping_notices',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

/**
 * The reminders of to-dos sent, one row per to-do, person and occurrence (the due reminded of, as text): written in
 * the transaction that queues the reminder, so a restart or a second process never sends one twice (reminders.ts).
 * Rows older than a day are dropped by the scan.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => listItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    due: text('due').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId, t.due] }), index('task_reminders_sent_idx').on(t.sentAt)],
);

/** Keys the server makes once and every process shares (the VAPID key pair when the environment gives none). */
export const serverKeys = pgTable(
  'server_keys',
  {
    name: text('name').primaryKey(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('server_keys_value', sql`char_length(${t.value}) > 0`)],
);
