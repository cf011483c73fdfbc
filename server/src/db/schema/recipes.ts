/** Recipes (features/recipes): what a user saved. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { units } from './catalogue.js';
import { bytea, createdAt, updatedAt } from './columns.js';
import { listItems, lists } from './lists.js';

/** A recipe as its author saved it: ingredients as the lines of text they are, read when answered. */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The page it was imported from. */
    source: text('source'),
    image: text('image'),
    servings: smallint('servings'),
    ingredients: text('ingredients').array().notNull(),
    steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_owner_idx').on(t.ownerId, t.updatedAt),
    check('recipes_servings', sql`${t.servings} between 1 and 100`),
  ],
);

/**
 * A recipe put on a shopping list (`POST /api/list/{id}/recipe`): the servings the list got of it, summed when it is
 * put there again (two dinners). Its members read the recipe through it.
 */
export const listRecipes = pgTable(
  'list_recipes',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servings: smallint('servings'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.recipeId] }),
    index('list_recipes_recipe_idx').on(t.recipeId),
    check('list_recipes_servings', sql`${t.servings} between 1 and 32767`),
  ],
);

/**
 * What a recipe put into an item, so that taking the recipe back takes exactly that off: the amount added to the
 * item's own (in `unit_id`), the amount kept in its note when the units do not add up (`note`, the text written there,
 * of `note_amount` in `note_unit_id`), and whether the recipe put the item on the list.
 */
export const itemRecipes = pgTable(
  'item_recipes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => listItems.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 3 }),
    unitId: integer('unit_id').references(() => units.id),
    noteAmount: numeric('note_amount', { precision: 12, scale: 3 }),
    noteUnitId: integer('note_unit_id').references(() => units.id),
    note: text('note').notNull().default(''),
    madeItem: boolean('made_item').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.recipeId] }),
    index('item_recipes_recipe_idx').on(t.recipeId),
    check('item_recipes_note_length', sql`char_length(${t.note}) <= 256`),
  ],
);

/**
 * The app's own copy of a recipe's picture (its `image` on another site), so pages show it from the app's address
 * (`img-src 'self'`) and offline. Kept by a trigger on recipes (migration 0048): a new or changed image is to be read
 * (`read_at` null), one taken away takes its row. A reader fetches it as items' pictures are (a raster image of at
 * most 512 KB, public addresses only); a failed read tries again later, and after the last try there is no picture.
 */
export const recipePictures = pgTable(
  'recipe_pictures',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** The image address this row reads: a reading of an older one is never kept. */
    image: text('image').notNull(),
    tries: smallint('tries').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    pictureType: text('picture_type'),
    picture: bytea('picture'),
    /** Changes with the picture: the address the answers give it, so a browser may keep it for good. */
    pictureVersion: text('picture_version'),
  },
  (t) => [
    index('recipe_pictures_due_idx').on(t.nextAt).where(sql`${t.readAt} is null`),
    check('recipe_pictures_size', sql`octet_length(${t.picture}) <= 524288`),
  ],
);
