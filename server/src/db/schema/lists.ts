/** Lists: their members, items, shop order and presence (their purchases: purchases.ts). */
import { type ListKind, repeats, type WeighedField } from '@listok/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apiTokens, users } from './accounts.js';
import { products, units } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';

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
    /** What the list is for (contract `listKinds`): the screen's words, and whether ticks are purchases. */
    kind: text('kind').$type<ListKind>().notNull().default('shopping'),
    /**
     * Raised by every change of what the list's items answer shows (its items, the names of its products) and of its
     * purchases (a mark; a product bought on it made common), in the change's transaction: the per-process caches of
     * items answers (items.cache.ts) and of its members' suggestions (shopping/suggestions.cache.ts) go by it.
     */
    itemsVersion: integer('items_version').notNull().default(0),
    /**
     * When a member last unticked every item (untick-all.repo.ts `untickAll`): its undo restores the ticks of the rows
     * unchanged since, for a minute (`undoUntickAll`); null after the undo.
     */
    untickedAllAt: timestamp('unticked_all_at', { withTimezone: true }),
    /** The currency of its prices (ISO 4217): the owner's at creation (issue 50), changed by the owner. */
    currency: text('currency').notNull().default('RUB'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lists_owner_idx').on(t.ownerId),
    check('lists_name_length', sql`char_length(${t.name}) between 1 and 256`),
    check('lists_kind', sql`${t.kind} in ('shopping', 'todo', 'packing', 'wishlist')`),
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
    /**
     * The last part of the list's collection address in the member's calendar apps, when one of them made the list
     * (MKCALENDAR at an address of its choosing, e.g. a UUID); its id otherwise (features/caldav).
     */
    davName: text('dav_name'),
    /** The shop of the list the member is in now (`PUT /api/list/{id}/here`), while `hereSince` is recent enough. */
    hereStoreId: integer('here_store_id').references((): AnyPgColumn => listStores.id, { onDelete: 'set null' }),
    hereSince: timestamp('here_since', { withTimezone: true }),
    /**
     * On the way to `hereStoreId`: told the list «Иду в Пятёрочку» and neither ticked anything on it nor said "I'm at"
     * since (a tick, through the purchases' trigger, or `PUT here` clears it). The others read «идёт в Пятёрочку».
     */
    hereGoing: boolean('here_going').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('list_members_user_idx').on(t.userId),
    uniqueIndex('list_members_dav_name_key').on(t.userId, t.davName).where(sql`${t.davName} is not null`),
    check('list_members_dav_name_length', sql`char_length(${t.davName}) between 1 and 255`),
  ],
);

/** Per weighed field of an item, when it was last edited (ISO 8601) and by whom. */
export type FieldEdits = Partial<Record<WeighedField, { at: string; by: number }>>;

/** A replaced value as kept: its text in each language (an amount names its unit), whose it was and when set. */
export interface StoredReplaced {
  field: WeighedField;
  ru: string;
  en: string;
  by: string | null;
  at: string;
}

export const listItems = pgTable(
  'list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** The product; null for a plain entry (a to-do, a thing to pack, a wish: `name` as typed). */
    productId: integer('product_id').references(() => products.id),
    /** A plain entry's text; null for a product's item (its name is the product's). */
    name: text('name'),
    /** How much; null for a plain entry whose line gave no amount. */
    amount: numeric('amount', { precision: 12, scale: 3 }).default('1'),
    /** The unit of the amount; null for a plain entry. */
    unitId: integer('unit_id').references(() => units.id),
    link: text('link'),
    /** The item's own note («3,2%», "size 4"); empty when none. */
    note: text('note').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the ticked line cost, in the list's currency's minor units (issue 50); null when not given. An untick clears
     * it (a trigger, migration 0049), as it takes the purchase back.
     */
    price: bigint('price', { mode: 'number' }),
    /** Who ticked the item and when, kept by the last untick of every item for its undo (`lists.unticked_all_at`). */
    tickedBeforeAt: timestamp('ticked_before_at', { withTimezone: true }),
    tickedBeforeBy: integer('ticked_before_by').references(() => users.id, { onDelete: 'set null' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * On a wish list: who reserved the wish to give it. Never shown to the list's owner (items.reservations.ts), never
     * copied, never told in a notification.
     */
    reservedBy: integer('reserved_by').references(() => users.id, { onDelete: 'set null' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    /** On a to-do list: the member who does it (cleared when they leave the list). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * On a to-do list, when it is due (docs/api.md, Due dates): a due with a time of day is an instant (`due_at`,
     * shown in each reader's zone); a due without one is a day (`due_day`, the same day for every reader). Never both.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    dueDay: date('due_day', { mode: 'string' }),
    /** How a to-do repeats: a tick moves its due to the next occurrence (listok_mark_item) and leaves it open. */
    repeat: text('repeat', { enum: repeats }),
    /**
     * The day of month a monthly or yearly repeat keeps (31: every month's last day when it is shorter, and 31 again
     * when a month has it); null: the due's own day.
     */
    repeatDay: smallint('repeat_day'),
    /**
     * A to-do a calendar app made over CalDAV keeps the app's own name of it (its href's last part, often a UUID) and
     * UID (features/caldav); null for the rest, named `<id>.ics` and `listok-item-<id>@host`.
     */
    davName: text('dav_name'),
    davUid: text('dav_uid'),
    /**
     * When each weighed field was last edited, and by whom (user id): the time the edit was made, which for an edit
     * made offline is before it arrived (features/lists/sync/edit-weighing.ts).
     */
    edits: jsonb('edits').$type<FieldEdits>().notNull().default({}),
    /** What the last edit made apart replaced, or could not replace; null when none. The next edit clears it. */
    replaced: jsonb('replaced').$type<StoredReplaced>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('list_items_dav_name_key').on(t.listId, t.davName).where(sql`${t.davName} is not null`),
    check('list_items_dav_lengths', sql`char_length(${t.davName}) <= 255 and char_length(${t.davUid}) <= 255`),
    // One row per product on a list: concurrent adds of the same product create it once.
    uniqueIndex('list_items_list_product_key').on(t.listId, t.productId),
    // The lists a product is on, whose answers a change of the product's names renews.
    index('list_items_product_idx').on(t.productId),
    check('list_items_amount_nonnegative', sql`${t.amount} >= 0`),
    check('list_items_link_length', sql`char_length(${t.link}) <= 1024`),
    check('list_items_note_length', sql`char_length(${t.note}) <= 256`),
    // A product's item has its product, amount and unit; a plain entry its name, and neither product nor unit.
    check(
      'list_items_product_or_entry',
      sql`(${t.productId} is not null and ${t.name} is null and ${t.amount} is not null and ${t.unitId} is not null)
        or (${t.productId} is null and ${t.name} is not null and char_length(${t.name}) between 1 and 256
          and ${t.unitId} is null)`,
    ),
    check('list_items_due_once', sql`${t.dueAt} is null or ${t.dueDay} is null`),
    check(
      'list_items_repeat_due',
      sql`${t.repeat} is null or (${t.repeat} in ('daily', 'weekdays', 'weekly', 'monthly', 'yearly')
        and (${t.dueAt} is not null or ${t.dueDay} is not null))`,
    ),
    check('list_items_repeat_day', sql`${t.repeatDay} between 1 and 31`),
    // The open to-dos by due: the reminders' scan and the tasks' views.
    index('list_items_due_at_idx').on(t.dueAt).where(sql`${t.dueAt} is not null and not ${t.completed}`),
    index('list_items_due_day_idx').on(t.dueDay).where(sql`${t.dueDay} is not null and not ${t.completed}`),
  ],
);

/**
 * A list's suggestions as last made for a caller (and an API token's lists), in no language, with what they were made
 * from that must be followed at once (features/lists/shopping/suggestions.cache.ts). Shared by every process; a row
 * older than the time suggestions are kept is never read, and the hourly maintenance deletes it.
 */
export const keptSuggestions = pgTable(
  'kept_suggestions',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The lists of the API token the answer was made for, by commas, or `*` for every list of the caller. */
    scope: text('scope').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ids of the lists the caller was a member of, by commas. */
    lists: text('lists').notNull(),
    /** The ids of the lists left behind whose purchases the answer counted, by commas. */
    former: text('former').notNull(),
    /** The list's highest item id when the answer was made. */
    lastItem: integer('last_item').notNull(),
    suggestions: jsonb('suggestions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId, t.scope] }), index('kept_suggestions_user_idx').on(t.userId)],
);

/**
 * What a list's calendar collection held when a CalDAV client was given a sync token (features/caldav/dav-sync.ts):
 * each item's href name and ETag, so that the next sync-collection with that token answers only what changed since,
 * and what is gone. Kept 30 days and at most 50 per list (the hourly maintenance and each new state prune them).
 */
export const davSyncStates = pgTable(
  'dav_sync_states',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /**
     * The app password whose client was given the state: each keeps a few per list (dav-sync.ts), so that no client
     * can push out the others' states, however many host names it sends.
     */
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    /** The token's own part: the list's items version and the digest of its name, language and host. */
    token: text('token').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    /** `{ "<href name>": "<etag>" }` of every item. */
    etags: jsonb('etags').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.tokenId, t.token] }), index('dav_sync_states_made_idx').on(t.madeAt)],
);

/** The shops of a shopping list (features/lists/shopping/stores.repo.ts): names unique per list ignoring case, at most 20. */
export const listStores = pgTable(
  'list_stores',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('list_stores_name_key').on(t.listId, sql`lower(${t.name})`),
    check('list_stores_name_length', sql`char_length(${t.name}) between 1 and 64`),
  ],
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
