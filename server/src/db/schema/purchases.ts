/** What was bought on lists (features/lists): a row per tick, with its price when one was given (issue 50). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, units } from './catalogue.js';
import { listStores, lists } from './lists.js';

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
    /** The shop the buyer was in (`here`), whose learned order the tick counts for; null for none. */
    storeId: integer('store_id').references((): AnyPgColumn => listStores.id, { onDelete: 'set null' }),
    /**
     * What it cost (minor units of the list's currency) and the amount bought, when a price was given (issue 50): the
     * good's last price, and per unit for another amount.
     */
    price: bigint('price', { mode: 'number' }),
    amount: numeric('amount', { precision: 12, scale: 3 }),
    unitId: integer('unit_id').references(() => units.id),
  },
  (t) => [
    // The product (and the list) in the keys, so that the catalogue search counts the purchases a user may know of
    // from the indexes alone (lib/purchases.ts knownPurchaseCounts), without a heap page per purchase.
    index('purchases_list_idx').on(t.listId, t.boughtAt, t.productId),
    index('purchases_user_idx').on(t.userId, t.boughtAt, t.productId, t.listId),
    index('purchases_product_idx').on(t.productId),
    // The ticks made in a shop, whose department order they teach (stores.repo.ts).
    index('purchases_store_idx').on(t.storeId, t.boughtAt).where(sql`${t.storeId} is not null`),
    // A good's last prices on a list (issue 50: `lastPrice`, the estimate).
    index('purchases_priced_idx').on(t.listId, t.productId, t.boughtAt).where(sql`${t.price} is not null`),
    check('purchases_price', sql`${t.price} >= 0`),
  ],
);

/**
 * What the goods of a list cost, known from another list: a copy takes the source's last price of each of its goods
 * (per shop), as knowledge of the goods, without the purchases themselves — they are not this list's spending, nor
 * its history of what is bought (issue 50). The goods' last prices read them beside the list's own purchases.
 */
export const knownPrices = pgTable(
  'known_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references((): AnyPgColumn => listStores.id, { onDelete: 'set null' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 3 }),
    unitId: integer('unit_id').references(() => units.id),
    /** When it was paid on the list it comes from. */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('known_prices_list_idx').on(t.listId, t.productId, t.paidAt),
    check('known_prices_price', sql`${t.price} >= 0`),
  ],
);
