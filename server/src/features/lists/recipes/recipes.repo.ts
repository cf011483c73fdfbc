import type { RecipePatch } from '@listok/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { listRecipes, lists, recipePictures, recipes, users } from '../../../db/schema.js';

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
  /** The version of the app's copy of its picture (`recipe_pictures`), null while there is none. */
  pictureVersion: string | null;
}

export type RecipeFields = Pick<RecipeRow, 'name' | 'source' | 'image' | 'servings' | 'ingredients' | 'steps'>;

/** A recipe's own columns: all of its row as read but its author's name and its picture's version. */
const ownColumns = {
  id: recipes.id,
  ownerId: recipes.ownerId,
  name: recipes.name,
  source: recipes.source,
  image: recipes.image,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
  steps: recipes.steps,
  updatedAt: recipes.updatedAt,
};
const columns = {
  ...ownColumns,
  author: users.username,
  pictureVersion: sql<string | null>`(select picture_version from recipe_pictures p where p.recipe_id = ${recipes.id})`,
};

/** The recipes a user may read: their own, and those put on a list they are a member of. */
const visibleTo = (userId: number) =>
  or(
    eq(recipes.ownerId, userId),
    sql`exists (select from list_recipes lr join list_members m on m.list_id = lr.list_id
      where lr.recipe_id = ${recipes.id} and m.user_id = ${userId})`,
  );

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

/** Saves a new recipe of the author's (whose name the caller knows). */
export async function insertRecipe(
  tx: Executor,
  author: { id: number; username: string },
  fields: RecipeFields,
): Promise<RecipeRow> {
  const [row] = await tx
    .insert(recipes)
    .values({ ownerId: author.id, ...fields })
    .returning(ownColumns);
  return { ...row!, author: author.username, pictureVersion: null };
}

/** Changes the author's recipe; undefined when it is not there (deleted meanwhile). */
export async function updateRecipe(
  db: Executor,
  id: number,
  author: { id: number; username: string },
  patch: RecipePatch,
): Promise<RecipeRow | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (patch.name !== undefined) await renewListsOf(db, id);
  const changed = await db
    .update(recipes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, author.id)))
    .returning(ownColumns);
  return changed[0] && { ...changed[0], author: author.username, pictureVersion: await pictureVersionOf(db, id) };
}

export async function deleteRecipe(db: Executor, id: number, ownerId: number): Promise<void> {
  await renewListsOf(db, id);
  await db.delete(recipes).where(and(eq(recipes.id, id), eq(recipes.ownerId, ownerId)));
}

/** Its name shows on the items of the lists it is on (`ListItem.recipes`): those lists' items answers are renewed. */
async function renewListsOf(db: Executor, recipeId: number): Promise<void> {
  await db
    .update(lists)
    .set({ itemsVersion: sql`${lists.itemsVersion} + 1` })
    .where(
      inArray(
        lists.id,
        db.select({ id: listRecipes.listId }).from(listRecipes).where(eq(listRecipes.recipeId, recipeId)),
      ),
    );
}

async function pictureVersionOf(db: Executor, recipeId: number): Promise<string | null> {
  const [row] = await db
    .select({ version: recipePictures.pictureVersion })
    .from(recipePictures)
    .where(eq(recipePictures.recipeId, recipeId));
  return row?.version ?? null;
}
