/**
 * The preview of a paste (`?preview=1`): the answer the paste would give, worked out in memory over the list's items
 * as they are, with nothing written — no transaction held, no product made, nothing published.
 */
import type { AddTextAnswer, Lang, ListItem, UnitNames } from '@listok/contract';
import { int4Max } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../lib/dates.js';
import { iconOfProduct } from '../../../lib/products.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import * as items from '../items/items.repo.js';
import { piecesUnitId, playLines, type ReadText } from './add-text.js';
import { type PreviewProduct, previewProducts } from './add-text.products.js';
import { type PastedItem, productsShown } from './add-text.repo.js';

/** What pasting the read text into the list would answer (`previewAnswer`), with nothing written. */
export async function previewText(
  app: FastifyInstance,
  member: SessionUser,
  listId: number,
  lang: Lang,
  timeZone: string,
  read: ReadText,
): Promise<AddTextAnswer> {
  const { productOf, products } = await previewProducts(app, member, lang, read.lines, piecesUnitId(read.units));
  const listed = await items.itemsOfList(app.db, listId, 'added_at', lang, timeZone);
  const played = playLines(read, productsOnList(listed), productOf, lang);
  const answer = await previewAnswer(app, { listed, lang, timeZone, units: read.units }, played, products);
  return { ...answer, skipped: played.skipped, newProducts: products.map((p) => p.id) };
}

/** The items of products on the list as a paste plays them; plain entries (a list that was of another kind) are none. */
export function productsOnList(listed: readonly ListItem[]): PastedItem[] {
  return listed.flatMap((i) =>
    i.itemId === null || i.unit === null
      ? []
      : [
          {
            id: i.id,
            productId: i.itemId,
            amount: i.amount ?? 1,
            unitId: i.unit,
            note: i.note,
            completed: i.completed,
          },
        ],
  );
}

/** What a play of lines did to the list's items, by product (a paste's or a recipe's). */
export interface PlayedItems {
  items: ReadonlyMap<number, { amount: number; unitId: number; note: string; reopened: boolean; price?: number }>;
  added: readonly number[];
  merged: readonly number[];
}

/**
 * The items a play would add and merge, as answered: rows it would make have ids no row has (counting down from the
 * largest), as would products it would make (`products`); everything else is as the list's items are now (`listed`).
 */
export async function previewAnswer(
  app: FastifyInstance,
  list: { listed: readonly ListItem[]; lang: Lang; timeZone: string; units: readonly UnitNames[] },
  played: PlayedItems,
  products: readonly PreviewProduct[],
): Promise<{ added: ListItem[]; merged: ListItem[] }> {
  const { listed, lang, timeZone } = list;
  const named = new Map<number, PreviewProduct>(products.map((p) => [p.id, p]));
  const goods = new Map(
    (
      await productsShown(
        app.db,
        played.added.filter((id) => !named.has(id)),
      )
    ).map((p) => [p.id, p]),
  );
  const unitOf = (id: number) => list.units.find((u) => u.id === id);
  const quantity = (productId: number) => {
    const item = played.items.get(productId);
    const unit = item && unitOf(item.unitId);
    return {
      amount: item?.amount ?? 1,
      unit: item?.unitId ?? 0,
      unit_ru: unit?.name_ru ?? '',
      unit_en: unit?.name_en ?? '',
    };
  };
  const addedAt = formatDate(new Date(), timeZone, { seconds: true });
  const added = played.added.map((productId, index): ListItem => {
    const shown = goods.get(productId) ?? named.get(productId);
    const nameRu = shown?.nameRu ?? '';
    const nameEn = shown?.nameEn ?? '';
    return {
      id: int4Max - index,
      itemId: productId,
      num: listed.length + index + 1,
      name: lang === 'ru' ? nameRu : nameEn,
      name_ru: nameRu,
      name_en: nameEn,
      details: shown?.details ?? '',
      ...quantity(productId),
      link: null,
      note: played.items.get(productId)?.note ?? '',
      completed: false,
      added_at: addedAt,
      completed_by: null,
      completed_at: null,
      category: shown?.category ?? null,
      icon: iconOfProduct({
        nameEn,
        nameRu,
        categoryCode: shown?.categoryCode ?? null,
        productIcon: shown?.icon ?? null,
      }),
      kind: 'shopping',
      // A new good is had at any shop. Its last price is not looked up for a preview (one a good removed from the
      // list and bought there before would have).
      stores: [],
      recipes: [],
      // The price a line ended in («молоко 89₽»).
      price: played.items.get(productId)?.price ?? null,
      lastPrice: null,
    };
  });
  const merged = played.merged.flatMap((productId) => {
    const item = listed.find((i) => i.itemId === productId);
    if (!item) return [];
    const planned = played.items.get(productId);
    const reopened = planned?.reopened ?? false;
    return [
      {
        ...item,
        ...quantity(productId),
        note: planned?.note ?? item.note,
        ...(reopened && { completed: false, completed_by: null, completed_at: null, price: null }),
        ...(planned?.price !== undefined && { price: planned.price }),
      },
    ];
  });
  return { added, merged };
}
