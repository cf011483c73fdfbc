/**
 * A recipe on a shopping list (`POST /api/list/{id}/recipe`) and taken off it again (`DELETE …/recipe/{recipeId}`):
 * its ingredients read and matched as on the Recipes page (ingredients.ts), played over the list's items in memory
 * (recipe-lines.ts), and written in one change of the list — one event, one notification bundle — with what the
 * recipe put into each item, so that taking it back takes exactly that off.
 */
import {
  type AddRecipeAnswer,
  type AddRecipeBody,
  amountText,
  type Lang,
  type ListItem,
  limits,
  ProductName,
  type RecipeLineReview,
  type TakeBackRecipeAnswer,
  translate,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { readRecipeObject } from '../../../lib/link-fetch/index.js';
import { assertTokenReachesAll } from '../../../plugins/api-tokens.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { Items, zoneOf } from '../items/items.answers.js';
import { changeItems, type Versioned } from '../items/items.change.js';
import * as items from '../items/items.repo.js';
import { capitalised, piecesUnitId, unitNames, writePlayed } from '../paste/add-text.js';
import { previewAnswer, productsOnList } from '../paste/add-text.preview.js';
import { makeProducts, type ProductOf, previewProducts } from '../paste/add-text.products.js';
import * as pasted from '../paste/add-text.repo.js';
import { outcomeAnswer } from '../paste/add-text.service.js';
import { atHomeOf, boughtLately, homeReason } from './at-home.js';
import { type IngredientGood, readIngredientGoods } from './ingredients.js';
import * as held from './list-recipes.repo.js';
import { playRecipe, type RecipeLine, type RecipePlay, takeBack } from './recipe-lines.js';
import * as repo from './recipes.repo.js';
import { saveRecipe } from './recipes.service.js';

/** The recipe an add puts on the list: a saved one (its id), or one given as data and not saved yet (no id). */
interface RecipeToAdd {
  id: number | null;
  servings: number | null;
  ingredients: string[];
  fields?: repo.RecipeFields;
}

/** A web address a recipe given as data names (its `url`, its image), as a saved recipe keeps links; else none. */
const linkOf = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/\S+$/iu.test(value) && value.length <= limits.linkMax ? value : null;

/** The recipe the body names: a saved one the caller can see, or a schema.org object read as a page's would be. */
async function recipeOf(app: FastifyInstance, user: SessionUser, lang: Lang, ref: AddRecipeBody['recipe']) {
  if (typeof ref === 'number') {
    // A token limited to lists reads none of the account's own recipes.
    assertTokenReachesAll(user);
    const row = await repo.visibleRecipe(app.db, user.id, ref);
    if (!row) throw new AppError('NOT_FOUND');
    return { id: row.id, servings: row.servings, ingredients: row.ingredients } satisfies RecipeToAdd;
  }
  const facts = readRecipeObject(ref);
  if (!facts || facts.ingredients.length === 0) throw new AppError('RECIPE_NOT_FOUND');
  const fields: repo.RecipeFields = {
    name: facts.name || translate(lang, 'addRecipe.untitled'),
    source: linkOf(ref.url),
    image: linkOf(facts.image),
    servings: facts.servings,
    ingredients: facts.ingredients,
    steps: facts.steps,
  };
  return { id: null, servings: facts.servings, ingredients: facts.ingredients, fields } satisfies RecipeToAdd;
}

/** The catalogue's goods the lines name. */
const goodsOf = (lines: readonly RecipeLine[]) => lines.flatMap((line) => (line.good ? [line.good.id] : []));

/**
 * Every ingredient as the review screen shows it: the good it would go on the list as, the amount of that good on
 * the list now (open), and why it is probably at home (the user keeps it, or it was bought lately).
 */
function reviewLines(
  lines: readonly RecipeLine[],
  productOf: ProductOf,
  listed: readonly ListItem[],
  lang: Lang,
  home: { staples: readonly IngredientGood[]; bought: ReadonlyMap<number, string> },
): RecipeLineReview[] {
  const staples = {
    goods: home.staples.flatMap((staple) => (staple.good ? [staple.good.id] : [])),
    names: home.staples.map((staple) => staple.ingredient.name),
  };
  return lines.map((line) => {
    const good = (line.skip ? undefined : productOf(line))?.id ?? null;
    const item = listed.find((i) => i.itemId === good && !i.completed);
    return {
      index: line.index,
      good,
      onList: item?.amount ? amountText(item.amount, { name_ru: item.unit_ru, name_en: item.unit_en }, lang) : null,
      home: homeReason(line.good?.id ?? null, line.ingredient.name, staples, home.bought),
    };
  });
}

/**
 * Puts a recipe's ingredients on a shopping list for a member of it (active): each read and matched to its good, its
 * amount scaled to the servings asked; those the caller leaves out (`skip`: what is at home) are answered as
 * skipped. A good on the list gets the amount on top where the units add up, else in its note; a name no good has
 * becomes the member's product, as a pasted line's does. A recipe given as data is saved as the caller's first. A
 * preview answers the same with nothing written (and nothing saved).
 */
export async function addRecipeToList(
  app: FastifyInstance,
  listId: number,
  user: SessionUser,
  lang: Lang,
  body: AddRecipeBody,
): Promise<Versioned<AddRecipeAnswer>> {
  const access = await loadListAccess(app.db, listId, user, undefined);
  const reader = listPolicy.assertCan('changeItems', access);
  if (access.list.kind !== 'shopping') throw new AppError('NOT_A_SHOPPING_LIST');
  const recipe = await recipeOf(app, user, lang, body.recipe);
  const units = await unitNames(app.db);
  // A preview tells which lines are probably at home: the goods the user keeps are read as ingredients are.
  const staples = body.preview ? await atHomeOf(app.db, user.id, lang) : [];
  const [read = [], stapleGoods = []] = await readIngredientGoods(app, reader, lang, [recipe.ingredients, staples]);
  const lines = read.map(({ ingredient, good }, index): RecipeLine => {
    if (good) return { index, ingredient, good };
    const name = ProductName.safeParse(capitalised(ingredient.name, lang));
    if (name.success) return { index, ingredient, newName: name.data };
    return { index, ingredient, skip: { reason: name.error.issues[0]?.message ?? 'addText.noName' } };
  });
  const to = body.servings ?? recipe.servings;
  const play: RecipePlay = { from: recipe.servings, to, skip: new Set(body.skip), lang, units };
  const timeZone = zoneOf(user);
  if (body.preview) {
    const { productOf, products } = await previewProducts(app, reader, lang, lines, piecesUnitId(units));
    const listed = await items.itemsOfList(app.db, listId, 'added_at', lang, timeZone);
    const had = recipe.id === null ? new Map() : await held.heldByRecipe(app.db, listId, recipe.id);
    const played = playRecipe(lines, productsOnList(listed), had, productOf, play);
    const answer = await previewAnswer(app, { listed, lang, timeZone, units }, played, products);
    const review = reviewLines(lines, productOf, listed, lang, {
      staples: stapleGoods,
      bought: await boughtLately(app.db, user.id, goodsOf(lines), user.token?.lists ?? null),
    });
    return { value: { ...answer, skipped: played.skipped, lines: review } };
  }
  const recipeId = recipe.id ?? (await saveRecipe(app, reader, recipe.fields!)).id;
  const products = await makeProducts(app, reader, lang, lines, piecesUnitId(units), Deadline.none);
  try {
    const { value, version } = await changeItems(app, listId, user, undefined, async (tx, member, _listId, kind) => {
      if (kind !== 'shopping') throw new AppError('NOT_A_SHOPPING_LIST');
      const had = await held.heldByRecipe(tx, listId, recipeId);
      const played = playRecipe(lines, await pasted.itemsOfList(tx, listId), had, products.productOf, play);
      const rowOf = await writePlayed({ app, tx, member, listId }, played);
      await held.holdItems(
        tx,
        recipeId,
        [...played.contributions].flatMap(([productId, mine]) => {
          const itemId = rowOf(productId);
          return itemId === undefined ? [] : [{ ...mine, itemId }];
        }),
      );
      await held.putOnList(tx, listId, recipeId, to, member.id);
      return {
        added: played.added.flatMap((id) => rowOf(id) ?? []),
        merged: played.merged.flatMap((id) => rowOf(id) ?? []),
        skipped: played.skipped,
      };
    });
    return { value: await outcomeAnswer(app, listId, user, lang, value), version };
  } catch (error) {
    await products.undo();
    throw error;
  }
}

/**
 * Takes a recipe's amounts off the list again (`recipe-lines.ts` `takeBack`): the items only it put on the list leave,
 * the others keep the rest; a bought one stays as bought. 404 when the recipe is not on the list.
 */
export async function takeBackRecipe(
  app: FastifyInstance,
  listId: number,
  user: SessionUser,
  lang: Lang,
  recipeId: number,
): Promise<Versioned<TakeBackRecipeAnswer>> {
  const units = await unitNames(app.db);
  const { value, version } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    const heldItems = await held.itemsHeld(tx, listId, recipeId);
    const goods = new Set(heldItems.map((item) => item.productId));
    const removed: number[] = [];
    const changed: { id: number; amount: number; unitId: number; note: string; reopen: boolean }[] = [];
    for (const item of heldItems) {
      const done = takeBack(item, units);
      if (done.kind === 'remove') removed.push(item.id);
      if (done.kind === 'change') changed.push({ ...done, id: item.id, reopen: false });
    }
    const madeItems = heldItems.filter((i) => i.mine.madeItem && !removed.includes(i.id)).map((i) => i.id);
    const onList = await held.takeOffList(tx, listId, recipeId, madeItems);
    if (!onList && heldItems.length === 0) throw new AppError('NOT_FOUND');
    for (const itemRowId of removed) {
      await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'removed', itemRowId });
    }
    await held.deleteItems(tx, listId, removed);
    await pasted.updateItems(tx, changed);
    for (const item of changed) {
      await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'changed', itemRowId: item.id });
    }
    return { removed, changed: changed.map((i) => i.id), servings: onList?.servings ?? null, goods };
  });
  const listed = Items.parse(await items.itemsOfList(app.db, listId, 'added_at', lang, zoneOf(user)));
  return {
    value: {
      removed: value.removed,
      changed: listed.filter((item) => value.changed.includes(item.id)),
      again: await putBackAgain(app, user, lang, recipeId, value),
    },
    version,
  };
}

/**
 * What puts a recipe taken back on the list again as it was (the undo): its servings there, and its ingredients whose
 * goods it held none of left out. Null when the caller can no longer read it.
 */
async function putBackAgain(
  app: FastifyInstance,
  user: SessionUser,
  lang: Lang,
  recipeId: number,
  was: { servings: number | null; goods: ReadonlySet<number> },
): Promise<TakeBackRecipeAnswer['again']> {
  const recipe = await repo.visibleRecipe(app.db, user.id, recipeId);
  if (!recipe) return null;
  const [read = []] = await readIngredientGoods(app, user, lang, [recipe.ingredients]);
  const skip = read.flatMap(({ good }, index) => (good && !was.goods.has(good.id) ? [index] : []));
  return { servings: was.servings, skip };
}
