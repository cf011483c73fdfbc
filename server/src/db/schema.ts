import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { wordsColumn } from '../lib/search.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Key/value facts about the database itself, such as the version of the seed data loaded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const timeZones = pgTable('time_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /**
     * usernameSkeleton() of the username (lib/skeleton.ts): unique, so two names that look alike cannot both exist.
     * Written with the user; filled for older rows at start-up (fillUsernameSkeletons). Null only for an older name
     * that looks like an even older one: it stays, and the older one's skeleton still keeps newcomers off both.
     */
    usernameSkeleton: text('username_skeleton'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    lang: text('lang', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    timeZoneId: integer('time_zone_id').references(() => timeZones.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_lang_check', sql`${t.lang} in ('ru', 'en')`),
  ],
);

/** Server-side sessions; the cookie carries a random token, the row keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `user:<id>` for an existing account, `login:<name>` for an unknown one, so both are limited alike. */
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Addresses an account signed in from lately, hashed with the account: beyond the per-account ceiling of failures they
 * are still let in (see auth.service.ts). Purged after SESSION_IDLE_DAYS.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    account: text('account').notNull(),
    addressHash: text('address_hash').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.addressHash] }), index('sign_in_addresses_last_idx').on(t.lastAt)],
);

export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_tokens_user_idx').on(t.userId)],
);

export const contacts = pgTable(
  'contacts',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.contactId] }),
    check('contacts_not_self', sql`${t.ownerId} <> ${t.contactId}`),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** Goods: the common catalogue (common = true) and each user's own vocabulary (owner_id set, private until common). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    details: text('details').notNull().default(''),
    link: text('link'),
    categoryId: integer('category_id').references(() => categories.id),
    defaultUnitId: integer('default_unit_id').references(() => units.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    common: boolean('common').notNull().default(false),
    /** Identifies a good of the seed catalogue, so that seeding twice inserts it once. */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerId),
    // Catalogue search (lib/search.ts) reads names lower-cased with ё as е: names that start with the text through
    // btrees in collation "C" (LIKE 'text%' is a range scan in index order), words and infixes through trigrams on
    // the name with word separators made spaces; the admin filter's "contains" through trigrams on the plain name.
    index('products_name_ru_prefix_idx').on(sql`(replace(lower(${t.nameRu}), 'ё', 'е') collate "C")`),
    index('products_name_en_prefix_idx').on(sql`(replace(lower(${t.nameEn}), 'ё', 'е') collate "C")`),
    index('products_name_ru_words_idx').using('gin', sql`(${wordsColumn(t.nameRu)}) gin_trgm_ops`),
    index('products_name_en_words_idx').using('gin', sql`(${wordsColumn(t.nameEn)}) gin_trgm_ops`),
    index('products_name_ru_search_idx').using('gin', sql`replace(lower(${t.nameRu}), 'ё', 'е') gin_trgm_ops`),
    index('products_name_en_search_idx').using('gin', sql`replace(lower(${t.nameEn}), 'ё', 'е') gin_trgm_ops`),
    check('products_name_ru_length', sql`char_length(${t.nameRu}) between 1 and 256`),
    check('products_name_en_length', sql`char_length(${t.nameEn}) between 1 and 256`),
    check('products_details_length', sql`char_length(${t.details}) <= 256`),
    check('products_link_length', sql`char_length(${t.link}) <= 1024`),
  ],
);

export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    accessCode: text('access_code').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /**
     * Raised by every change of what the list's items answer shows (its items, the names of its products), in the
     * change's transaction: the per-process answer cache (items.cache.ts) serves an answer only at its version.
     */
    itemsVersion: integer('items_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lists_owner_idx').on(t.ownerId),
    check('lists_name_length', sql`char_length(${t.name}) between 1 and 256`),
  ],
);

export const listMembers = pgTable(
  'list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('list_members_user_idx').on(t.userId)],
);

export const listItems = pgTable(
  'list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull().default('1'),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    link: text('link'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One row per product on a list: concurrent adds of the same product create it once.
    uniqueIndex('list_items_list_product_key').on(t.listId, t.productId),
    // The lists a product is on, whose answers a change of the product's names renews.
    index('list_items_product_idx').on(t.productId),
    check('list_items_amount_nonnegative', sql`${t.amount} >= 0`),
    check('list_items_link_length', sql`char_length(${t.link}) <= 1024`),
  ],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  message: text('message').notNull(),
  lang: text('lang').notNull(),
  createdAt: createdAt(),
});

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
 * What was bought: a row for every tick of an item (an untick within the same trip takes its row back). The base of
 * the list's suggestions — what its members buy often and recently, and what is bought together.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_list_idx').on(t.listId, t.boughtAt),
    index('purchases_user_idx').on(t.userId, t.boughtAt),
    index('purchases_product_idx').on(t.productId),
  ],
);

/** The order of a list's departments (categories) as its members arranged it; without rows the order is learned. */
export const listCategoryOrder = pgTable(
  'list_category_order',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.categoryId] })],
);

/**
 * Who has a list open right now: one row per server process, list and signed-in member with at least one push stream
 * of that list open on that process. Each process refreshes `seen_at` of its rows on every heartbeat; rows of a process
 * that died stop counting once `seen_at` is older than three heartbeats, and are purged.
 */
export const listPresence = pgTable(
  'list_presence',
  {
    process: text('process').notNull(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.process, t.listId, t.userId] }),
    index('list_presence_list_idx').on(t.listId, t.userId),
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
