/** The money of a shopping list (features/lists/receipts, issue 50): its receipts, who shares them, debts paid back. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { listStores, lists } from './lists.js';

/**
 * A receipt of a list's shopping: what a trip cost (minor units of the list's currency), when, who paid. Read from a
 * fiscal receipt's QR code (`fiscal`: its identity, once per list) or typed. It belongs to the trip its time falls in
 * (features/lists/receipts/spending.repo.ts), whose items' prices it stands for.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** Who recorded it, and may delete it. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who paid it: the balances count it for them (none when that account is gone). */
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    total: bigint('total', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    storeId: integer('store_id').references(() => listStores.id, { onDelete: 'set null' }),
    /** A fiscal receipt's `fn:i:fp` (contract `readReceiptQr`); null for a typed one. */
    fiscal: text('fiscal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipts_list_idx').on(t.listId, t.paidAt),
    uniqueIndex('receipts_fiscal_key').on(t.listId, t.fiscal).where(sql`${t.fiscal} is not null`),
    check('receipts_total', sql`${t.total} >= 0`),
  ],
);

/** Who shares a receipt, by how much (a factor against the others'); a person whose account is gone shares no more. */
export const receiptShares = pgTable(
  'receipt_shares',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factor: numeric('factor', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.userId] }),
    index('receipt_shares_user_idx').on(t.userId),
    check('receipt_shares_factor', sql`${t.factor} > 0`),
  ],
);

/** A debt paid back on a list: `from` paid `to` `amount`. It goes with either person's account. */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settlements_list_idx').on(t.listId, t.paidAt),
    index('settlements_from_idx').on(t.fromId),
    index('settlements_to_idx').on(t.toId),
    check('settlements_amount', sql`${t.amount} > 0`),
  ],
);
