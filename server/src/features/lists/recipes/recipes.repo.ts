import type { RecipePatch } from '@listok/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { recipes, users } from '../../../db/schema.js';

/** A recipe as the answers read it. */
export interface RecipeRow {
  id: number;
  ownerId: number;
  author: string | null;
  name: string;
  source: string | null;
  image: string | null;
  servings: number | null;
  ingredients: string[];
  steps: string[];
  updatedAt: Date;
}

export type RecipeFields = Pick<RecipeRow, 'name' | 'source' | 'image' | 'servings' | 'ingredients' | 'steps'>;

const columns = {
  id: recipes.id,
  ownerId: recipes.ownerId,
  author: users.username,
  name: recipes.name,
  source: recipes.source,
  image: recipes.image,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
  steps: recipes.steps,
  updatedAt: recipes.updatedAt,
};

/** The recipes a user may read: their own. */
const visibleTo = (userId: number) => eq(recipes.ownerId, userId);

export async function visibleRecipes(db: Executor, userId: number): Promise<RecipeRow[]> {
  return db
    .select(columns)
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.ownerId))
    .where(visibleTo(userId))
    .orderBy(desc(recipes.updatedAt), desc(recipes.id));
}

export async function visibleRecipe(db: Executor, userId: number, id: number): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.ownerId))
    .where(and(eq(recipes.id, id), visibleTo(userId)));
  return row;
}

/** Holds the account's row until the transaction ends: its recipes are counted and added one save at a time. */
export async function lockOwner(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function countOwned(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(recipes).where(eq(recipes.ownerId, userId));
  return row?.count ?? 0;
}

export async function insertRecipe(tx: Executor, ownerId: number, fields: RecipeFields): Promise<RecipeRow> {
  const [row] = await tx
    .insert(recipes)
    .values({ ownerId, ...fields })
    .returning({ id: recipes.id });
  const inserted = await visibleRecipe(tx, ownerId, row!.id);
  return inserted!;
}

/** Changes the author's recipe; undefined when it is not there (deleted meanwhile). */
export async function updateRecipe(
  db: Executor,
  id: number,
  ownerId: number,
  patch: RecipePatch,
): Promise<RecipeRow | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const changed = await db
    .update(recipes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, ownerId)))
    .returning({ id: recipes.id });
  return changed.length === 0 ? undefined : visibleRecipe(db, ownerId, id);
}

export async function deleteRecipe(db: Executor, id: number, ownerId: number): Promise<void> {
  await db.delete(recipes).where(and(eq(recipes.id, id), eq(recipes.ownerId, ownerId)));
}
