/** The order of departments, the list's own and each shop's, and the goods each shop has (its shops: lists.ts). */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categories } from './catalogue.js';
import { listItems, listStores, lists } from './lists.js';

/** The order of a shop's departments as the members arranged it; without rows it is learned from the ticks there. */
export const listStoreOrder = pgTable(
  'list_store_order',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => listStores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] })],
);

/** The shops that have an item; an item without rows is had at any shop. */
export const listItemStores = pgTable(
  'list_item_stores',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => listItems.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => listStores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.storeId] }), index('list_item_stores_store_idx').on(t.storeId)],
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
