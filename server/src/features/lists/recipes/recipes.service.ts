import type { Lang, Recipe, RecipeBody, RecipeDraft, RecipeIngredient, RecipePatch } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../lib/dates.js';
import { AppError } from '../../../lib/errors.js';
import { isLinkFetchError, type LinkFetchError } from '../../../lib/link-fetch/index.js';
import { assertTokenReachesAll } from '../../../plugins/api-tokens.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { readIngredients } from './ingredients.js';
import { importPage } from './recipe-import.js';
import { recipePictureOf } from './recipe-pictures.repo.js';
import * as repo from './recipes.repo.js';

/** How many recipes one account keeps: a bound on what every read of the Recipes page answers. */
export const recipesPerUserMax = 1000;

/**
 * Reads the recipe on a page for the caller: the page fetched as users' links are (public addresses only, 2 MB, 10 s),
 * its schema.org recipe read, its ingredient lines read and matched to the catalogue's goods. Nothing is saved.
 */
export async function importRecipe(
  app: FastifyInstance,
  user: SessionUser,
  url: string,
  lang: Lang,
  t: (key: string) => string,
): Promise<RecipeDraft> {
  let facts: Awaited<ReturnType<typeof importPage>>;
  try {
    facts = await importPage(url, { allow: app.config.linkFetch.allow, acceptLanguage: lang });
  } catch (error) {
    if (isLinkFetchError(error)) throw fetchRefusal(error, t);
    throw error;
  }
  if (!facts) throw new AppError('RECIPE_NOT_FOUND');
  const [ingredients] = await readIngredients(app, user, lang, [facts.ingredients]);
  return {
    name: facts.name,
    source: facts.source,
    image: facts.image,
    servings: facts.servings,
    ingredients: ingredients ?? [],
    steps: facts.steps,
  };
}

/** The answer to a fetch that gave no page: an address we do not open, or why the page could not be read. */
function fetchRefusal(error: LinkFetchError, t: (key: string) => string): AppError {
  if (error.reason === 'scheme' || error.reason === 'address') return new AppError('URL_REFUSED');
  const reason = error.reason === 'aborted' ? 'timeout' : error.reason;
  return new AppError('FETCH_FAILED', { params: { reason: t(`fetchFailures.${reason}`) } });
}

/** A recipe row as the caller reads it, its lines read. */
function present(row: repo.RecipeRow, ingredients: RecipeIngredient[], user: SessionUser): Recipe {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    image: row.image,
    servings: row.servings,
    ingredients,
    steps: row.steps,
    author: row.author,
    mine: row.ownerId === user.id,
    picture: row.pictureVersion === null ? null : `/api/recipes/${row.id}/picture?v=${row.pictureVersion}`,
    updated_at: formatDate(row.updatedAt, user.timeZone),
  };
}

async function presentAll(app: FastifyInstance, user: SessionUser, lang: Lang, rows: readonly repo.RecipeRow[]) {
  const read = await readIngredients(
    app,
    user,
    lang,
    rows.map((row) => row.ingredients),
  );
  return rows.map((row, index) => present(row, read[index] ?? [], user));
}

export async function createRecipe(app: FastifyInstance, user: SessionUser, lang: Lang, body: RecipeBody) {
  assertTokenReachesAll(user);
  const row = await saveRecipe(app, user, {
    name: body.name,
    source: body.source ?? null,
    image: body.image ?? null,
    servings: body.servings ?? null,
    ingredients: body.ingredients,
    steps: body.steps ?? [],
  });
  const [recipe] = await presentAll(app, user, lang, [row]);
  return recipe!;
}

/** Saves a new recipe of the user's, within the bound of recipes an account keeps. */
export async function saveRecipe(app: FastifyInstance, user: SessionUser, fields: repo.RecipeFields) {
  const row = await app.db.transaction(async (tx) => {
    // One count per account at a time: two saves at once cannot both pass the bound.
    await repo.lockOwner(tx, user.id);
    if ((await repo.countOwned(tx, user.id)) >= recipesPerUserMax)
      throw new AppError('RECIPE_LIMIT', { params: { limit: recipesPerUserMax } });
    return repo.insertRecipe(tx, user, fields);
  });
  // Its picture is read into the app's copy in the background (recipe-pictures.ts).
  if (fields.image) app.recipePictures.kick();
  return row;
}

export async function listRecipes(app: FastifyInstance, user: SessionUser, lang: Lang): Promise<Recipe[]> {
  // A token limited to lists reads none of the account's own recipes.
  if (user.token?.lists) return [];
  return presentAll(app, user, lang, await repo.visibleRecipes(app.db, user.id));
}

export async function getRecipe(app: FastifyInstance, user: SessionUser, lang: Lang, id: number): Promise<Recipe> {
  assertTokenReachesAll(user);
  const row = await repo.visibleRecipe(app.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [recipe] = await presentAll(app, user, lang, [row]);
  return recipe!;
}

/** The recipe the caller may change: 404 when they cannot see it, 403 when they see it but did not write it. */
async function authoredRecipe(app: FastifyInstance, user: SessionUser, id: number) {
  assertTokenReachesAll(user);
  const row = await repo.visibleRecipe(app.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.ownerId !== user.id) throw new AppError('AUTHOR_ONLY');
  return row;
}

export async function updateRecipe(
  app: FastifyInstance,
  user: SessionUser,
  lang: Lang,
  id: number,
  patch: RecipePatch,
): Promise<Recipe> {
  await authoredRecipe(app, user, id);
  const row = await repo.updateRecipe(app.db, id, user, patch);
  if (!row) throw new AppError('NOT_FOUND');
  if (patch.image) app.recipePictures.kick();
  const [recipe] = await presentAll(app, user, lang, [row]);
  return recipe!;
}

/** The app's copy of a recipe's picture, of the version asked for, when the caller may read the recipe. */
export async function recipePicture(app: FastifyInstance, user: SessionUser, id: number, version: string) {
  assertTokenReachesAll(user);
  if (!(await repo.visibleRecipe(app.db, user.id, id))) return undefined;
  return recipePictureOf(app.db, id, version);
}

export async function deleteRecipe(app: FastifyInstance, user: SessionUser, id: number): Promise<void> {
  await authoredRecipe(app, user, id);
  await repo.deleteRecipe(app.db, id, user.id);
}
