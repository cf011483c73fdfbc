/** The catalogue: departments (categories), units and products. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldColumn, wordsColumn } from '../../lib/search.js';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

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
/**
 * The trigram indexes keep new names in a pending list of at most 64 kB (4 MB by default) before they are merged into
 * the index: the insert that fills it does the merge, and on PGlite — one database for the whole process — merging
 * 4 MB at once held every other request when a paste made 200 long names. A search reads the pending list whole, so
 * a short one serves it too. docs/performance-history.md, "A pasted list of 200 lines".
 */
const smallPendingList = { gin_pending_list_limit: 64 };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    details: text('details').notNull().default(''),
    link: text('link'),
    categoryId: integer('category_id').references(() => categories.id),
    /**
     * The picture its owner (or an admin) chose, an icon of Listok's set (contract goods-icons.ts); null: the one its
     * names or department give (issue 51).
     */
    icon: text('icon'),
    defaultUnitId: integer('default_unit_id').references(() => units.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    common: boolean('common').notNull().default(false),
    /**
     * A user's own product they deleted leaves them (owner_id null), so nothing that offers products (common ones
     * and the caller's own) offers it any more, while the rows on lists keep it; who deleted it and when stay, for
     * the daily quota and for bringing it back when they create that name again.
     */
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Identifies a good of the seed catalogue, so that seeding twice inserts it once. */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerId),
    index('products_deleted_by_idx').on(t.deletedBy).where(sql`${t.deletedBy} is not null`),
    // Catalogue search (lib/search.ts) reads names folded (`foldColumn`: their matching form, lower case, ё as е):
    // names that start with the text through btrees in collation "C" (LIKE 'text%' is a range scan in index order),
    // words and infixes through trigrams on the name with word separators made spaces; the admin filter's "contains"
    // through trigrams on the folded name.
    index('products_name_ru_prefix_idx').on(sql`(${foldColumn(t.nameRu)} collate "C")`),
    index('products_name_en_prefix_idx').on(sql`(${foldColumn(t.nameEn)} collate "C")`),
    index('products_name_ru_words_idx')
      .using('gin', sql`(${wordsColumn(t.nameRu)}) gin_trgm_ops`)
      .with(smallPendingList),
    index('products_name_en_words_idx')
      .using('gin', sql`(${wordsColumn(t.nameEn)}) gin_trgm_ops`)
      .with(smallPendingList),
    index('products_name_ru_search_idx')
      .using('gin', sql`${foldColumn(t.nameRu)} gin_trgm_ops`)
      .with(smallPendingList),
    index('products_name_en_search_idx')
      .using('gin', sql`${foldColumn(t.nameEn)} gin_trgm_ops`)
      .with(smallPendingList),
    check('products_name_ru_length', sql`char_length(${t.nameRu}) between 1 and 256`),
    check('products_name_en_length', sql`char_length(${t.nameEn}) between 1 and 256`),
    check('products_details_length', sql`char_length(${t.details}) <= 256`),
    check('products_link_length', sql`char_length(${t.link}) <= 1024`),
  ],
);

/**
 * How often everyone buys each common product: its rows in `purchases` while it was common, kept by a trigger on
 * `purchases` (migration 0013), so that the search orders by it without counting purchases on every keystroke. An
 * aggregate only: no row tells who bought, and users' own products have none.
 */
export const productPopularity = pgTable('product_popularity', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  purchases: integer('purchases').notNull().default(0),
});
