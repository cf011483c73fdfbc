/** What the server keeps for itself: push events, the mail outbox, rate limits, idempotency keys. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/** Server-push events kept for replay to clients that reconnect with Last-Event-ID. */
export const pushEvents = pgTable(
  'push_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_events_topic_idx').on(t.topic, t.id), index('push_events_created_idx').on(t.createdAt)],
);

/**
 * Events of side topics (a wish list's reservations), which some readers of the list do not hear: kept apart from
 * push_events so that they take no id of the sequence every reader of the list sees (a gap in it would tell them
 * something happened). Each follows the push_events row that was the latest when it was recorded (`after_id`), and is
 * sent and replayed under that row's id; its own `id` orders it for the processes that catch up after a lost bus.
 */
export const pushSideEvents = pgTable(
  'push_side_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    afterId: bigint('after_id', { mode: 'number' }).notNull(),
    topic: text('topic').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_side_events_topic_idx').on(t.topic, t.afterId),
    index('push_side_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Mail waiting to be sent. Requests only add rows; a background sender delivers them (SMTP, or .eml files without
 * SMTP_URL) and retries failures with a growing delay, so sending never blocks or fails a user's request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Per-address request counters shared by every server process (the database store of the abuse limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Answers to state-changing requests sent with an Idempotency-Key, per user: a replayed request (an offline queue
 * sending again after a lost answer) gets the first answer instead of being applied twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and body hash of the first request: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
