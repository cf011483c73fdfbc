import {
  type IngredientLine,
  type Lang,
  type RecipeIngredient,
  readIngredientLine,
  searchLangs,
  type UnitNames,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../db/client.js';
import { familySourceOf, searchStart } from '../../../lib/family-purchases.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { type GoodRow, goodsNamed } from '../paste/add-text.goods.js';
import { unitNames } from '../paste/add-text.js';

/** An ingredient line as read (`readIngredientLine`), with the good its name means (none when no good matched). */
export interface IngredientGood {
  ingredient: IngredientLine<UnitNames>;
  good: GoodRow | undefined;
}

/**
 * The ingredient lines of recipes read as a cook writes them (`readIngredientLine`: «2 ст. л. сахара», "1 (14 oz) can
 * tomatoes"; a line naming several goods gives each), each matched to the good of the catalogue or of the reader's
 * own that its name means, as a pasted line is (`goodsNamed`: word forms, synonyms, the family's goods, the other
 * language). The lines of all the recipes are looked up together: a few statements for a whole Recipes page.
 */
export async function readIngredientGoods(
  app: FastifyInstance,
  user: SessionUser,
  lang: Lang,
  recipes: readonly (readonly string[])[],
): Promise<IngredientGood[][]> {
  const units = await unitNames(app.db);
  const read = recipes.map((lines) => lines.flatMap((line) => readIngredientLine(line, units)));
  const names = read.flat().map((ingredient) => ingredient.name || undefined);
  if (names.length === 0) return read.map(() => []);
  const family = await app.db.transaction(async (tx) => {
    const [start] = rowsOf<{ lists: string }>(await tx.execute(searchStart(user.id)));
    return familySourceOf(app.familyPurchases, user.token?.lists).of(tx, user.id, start?.lists ?? '');
  });
  const goods = await goodsNamed(app.db, names, searchLangs(lang), user.id, family, Deadline.none);
  let at = 0;
  return read.map((ingredients) => ingredients.map((ingredient) => ({ ingredient, good: goods[at++] })));
}

/** The ingredient lines of recipes as the answers give them (`readIngredientGoods`). */
export async function readIngredients(
  app: FastifyInstance,
  user: SessionUser,
  lang: Lang,
  recipes: readonly (readonly string[])[],
): Promise<RecipeIngredient[][]> {
  const read = await readIngredientGoods(app, user, lang, recipes);
  return read.map((ingredients) =>
    ingredients.map(({ ingredient, good }) => ({
      text: ingredient.text,
      name: ingredient.name,
      amount: ingredient.amount,
      unit: ingredient.unit?.id ?? null,
      unit_ru: ingredient.unit?.name_ru ?? '',
      unit_en: ingredient.unit?.name_en ?? '',
      note: ingredient.note,
      itemId: good?.id ?? null,
    })),
  );
}
