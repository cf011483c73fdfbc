/**
 * The products of a paste's new names (add-text.ts): made before the list's change, each few in a short statement of
 * their own, so the change itself only puts items on the list. On PGlite a transaction holds the one database: a
 * change that also made 200 products (each name feeding four trigram indexes) kept every other request waiting for a
 * tenth of a second. A change that then fails undoes them (`undo`), so a failed paste leaves the products as they were.
 */
import { int4Max, type Lang, nameStems } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { letOthersIn } from '../../../db/client.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { Deadline } from '../../../plugins/work-limits.js';
import { assertDailyQuota } from '../basics/quotas.js';
import * as pasted from './add-text.repo.js';

/** Names that are one product up to word forms («Груша-бере», «груши-бере»): a paste makes one of them. */
export const sameNameKey = (name: string) => nameStems(name).join(' ');

/** A line as the products see it: its good, or the name of the member's product it needs. */
export interface LineGoods {
  good?: { id: number; name_ru: string; default_unit_id: number | null };
  newName?: string;
}

/** The product each line goes on the list as (undefined for a skipped line). */
export type ProductOf = (line: LineGoods) => pasted.PastedProduct | undefined;

/** A product of a name for the preview: a deleted one it would give back, or one it would make. */
export type PreviewProduct = pasted.PastedProduct & pasted.ShownProduct;

/** The new names of the lines, one for each set of names that are the same up to word forms. */
function newNamesOf(lines: readonly LineGoods[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const line of lines) {
    if (line.newName && !byKey.has(sameNameKey(line.newName))) byKey.set(sameNameKey(line.newName), line.newName);
  }
  return byKey;
}

function productOfLines(made: ReadonlyMap<string, pasted.PastedProduct>): ProductOf {
  return (line) => {
    if (line.good) return { id: line.good.id, name: line.good.name_ru, defaultUnitId: line.good.default_unit_id };
    return line.newName === undefined ? undefined : made.get(sameNameKey(line.newName));
  };
}

/** What a paste made of the member's products: each line's product, and how to undo it if the change fails. */
export interface MadeProducts {
  productOf: ProductOf;
  undo(): Promise<void>;
}

/**
 * The member's products for the lines' new names, before the list's change: a deleted one of the name is given back,
 * else one is made (within the daily quota: a paste that would pass it makes none, and is refused).
 */
export async function makeProducts(
  app: FastifyInstance,
  member: SessionUser,
  lang: Lang,
  lines: readonly LineGoods[],
  defaultUnitId: number | null,
  deadline: Deadline,
): Promise<MadeProducts> {
  const byKey = newNamesOf(lines);
  const products = new Map<string, pasted.PastedProduct>();
  if (byKey.size === 0) return { productOf: productOfLines(products), undo: async () => {} };
  const reclaimed = await app.db.transaction(async (tx) => {
    const deleted = await pasted.deletedProductsNamed(tx, [...byKey.values()], lang, member.id);
    const missing = byKey.size - deleted.length;
    if (missing > 0) await assertDailyQuota(tx, 'products', member.id, app.config.quotas.ownProductsPerDay, missing);
    await pasted.reclaimProducts(
      tx,
      deleted.map((p) => p.id),
      member.id,
    );
    return deleted;
  });
  for (const product of reclaimed) products.set(sameNameKey(product.name), product);
  const made: number[] = [];
  const undo = () => pasted.undoProducts(app.db, member.id, made, reclaimed);
  try {
    const missing = [...byKey].filter(([key]) => !products.has(key)).map(([, name]) => name);
    for (let start = 0; start < missing.length; start += pasted.productsPerStatement) {
      await letOthersIn();
      deadline.check();
      const chunk = missing.slice(start, start + pasted.productsPerStatement);
      for (const product of await pasted.createOwnProducts(app.db, chunk, member.id, defaultUnitId)) {
        made.push(product.id);
        products.set(sameNameKey(product.name), product);
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { productOf: productOfLines(products), undo };
}

/**
 * The products a paste would give the lines' new names, for its preview, with nothing written: a deleted one it would
 * give back, or one it would make — the latter with an id no product has (counting down from the largest), since none
 * is made. Refused as the paste would be when it would pass the daily quota.
 */
export async function previewProducts(
  app: FastifyInstance,
  member: SessionUser,
  lang: Lang,
  lines: readonly LineGoods[],
  defaultUnitId: number | null,
): Promise<{ productOf: ProductOf; products: PreviewProduct[] }> {
  const byKey = newNamesOf(lines);
  const products = new Map<string, PreviewProduct>();
  if (byKey.size > 0) {
    const deleted = await pasted.deletedProductsNamed(app.db, [...byKey.values()], lang, member.id);
    const missing = byKey.size - deleted.length;
    if (missing > 0) {
      await assertDailyQuota(app.db, 'products', member.id, app.config.quotas.ownProductsPerDay, missing);
    }
    for (const p of deleted) {
      products.set(sameNameKey(p.name), { ...p, nameRu: p.name });
    }
    let next = int4Max;
    for (const [key, name] of byKey) {
      if (products.has(key)) continue;
      products.set(key, {
        id: next--,
        name,
        defaultUnitId,
        nameRu: name,
        nameEn: name,
        details: '',
        category: null,
        categoryCode: null,
        icon: null,
      });
    }
  }
  return { productOf: productOfLines(products), products: [...products.values()] };
}
