/** Recipes (features/recipes): what a user saved. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

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
