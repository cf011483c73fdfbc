import {
  type Entry,
  findUnit,
  type Lang,
  ProductName,
  piecesOf,
  type SkippedLine,
  sumAmounts,
  textLines,
  translate,
  type UnitNames,
  unitWords,
} from '@listok/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { listItems, units as unitsTable } from '../../../db/schema.js';
import { knownGood, searchProducts } from '../../../lib/product-search.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import * as items from './items.repo.js';
import { productNamed } from './own-products.js';

/** Where the lines go: inside the list's change (locked, authorized), by a member, read in a language. */
export interface AddTextContext {
  app: FastifyInstance;
  tx: Executor;
  member: SessionUser;
  listId: number;
  lang: Lang;
  /** A preview: rolled back afterwards, so it records no change for the notifications either. */
  preview?: boolean;
}

/** The rows a text added and merged, and the lines it skipped. */
export interface AddTextOutcome {
  added: number[];
  merged: number[];
  skipped: SkippedLine[];
}

const otherLang = (lang: Lang): Lang => (lang === 'ru' ? 'en' : 'ru');

/** Whether a line's name holds a word that is not an amount or a unit ("2 кг", "x3 pcs" name nothing). */
function namesSomething(name: string, units: readonly UnitNames[]): boolean {
  const words = unitWords(units);
  return name
    .split(' ')
    .map((token) => token.replace(/^[\d.,x×х]+/u, ''))
    .some((rest) => /\p{L}/u.test(rest) && findUnit(words, rest) === undefined);
}

/** A name made from a line starts with a capital, as the catalogue's do («груша-бере» → «Груша-бере»). */
const capitalised = (name: string, lang: Lang) => name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);

async function unitNames(tx: Executor): Promise<UnitNames[]> {
  const rows = await tx.select().from(unitsTable).orderBy(asc(unitsTable.position), asc(unitsTable.id));
  return rows.map((u) => ({ id: u.id, code: u.code, name_ru: u.nameRu, name_en: u.nameEn }));
}

/**
 * The good a line names and its amount: smart entry reads the amount off ("2 кг яблок", "milk 2 l", "3 bread"), and
 * the rest is the good of the catalogue or of the member's own that the name or a synonym means, in word forms and
 * in the other keyboard layout — in the caller's language, else in the other one (a list pasted in English).
 */
async function readLine(ctx: AddTextContext, line: string, units: readonly UnitNames[]) {
  for (const lang of [ctx.lang, otherLang(ctx.lang)]) {
    const search = await searchProducts(ctx.tx, line, lang, ctx.member.id, units);
    const good = knownGood(search);
    if (good) return { entry: search.entry, productId: good.id };
  }
  return { entry: (await searchProducts(ctx.tx, line, ctx.lang, ctx.member.id, units)).entry, productId: undefined };
}

/**
 * Adds the goods of a pasted text, a line each: a known good goes on the list, an unknown name becomes the member's own
 * product; a good already on the list gets the line's amount on top where the units convert, or is put back on the
 * list when it was bought. Lines that cannot be added are answered with their reason in the caller's language.
 */
export async function addTextLines(ctx: AddTextContext, text: string): Promise<AddTextOutcome> {
  const { app, tx, member, listId, lang } = ctx;
  const units = await unitNames(tx);
  const pieces = piecesOf(units);
  const outcome: AddTextOutcome = { added: [], merged: [], skipped: [] };
  const skip = (line: string, reason: string) => outcome.skipped.push({ line, reason });
  const note = async (kind: 'added' | 'changed' | 'unbought', productId: number) => {
    if (!ctx.preview) await app.webPush.recordChange(tx, { listId, actorId: member.id, kind, productId });
  };

  for (const line of textLines(text)) {
    const { entry, productId: knownId } = await readLine(ctx, line, units);
    if (!namesSomething(entry.name, units)) {
      skip(line, translate(lang, 'addText.noName'));
      continue;
    }
    let productId = knownId;
    if (productId === undefined) {
      const name = ProductName.safeParse(capitalised(entry.name, lang));
      if (!name.success) {
        skip(line, translate(lang, name.error.issues[0]?.message ?? 'validation.invalid'));
        continue;
      }
      productId = (await productNamed(tx, member, lang, { name: name.data }, app.config.quotas.ownProductsPerDay)).id;
    }
    const product = await items.findVisibleProduct(tx, productId, member.id);
    const [existing] = await tx
      .select()
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.productId, productId)));

    if (!existing) {
      const rowId = await items.insertItem(tx, {
        listId,
        productId,
        amount: entry.amount ?? 1,
        unitId: entry.unit?.id ?? product?.defaultUnitId ?? (await items.defaultUnitId(tx)),
        link: null,
        addedBy: member.id,
      });
      if (rowId !== undefined) outcome.added.push(rowId);
      await note('added', productId);
      continue;
    }
    const merged = await mergeLine(tx, existing, entry, units, pieces, lang);
    if (typeof merged === 'object') {
      skip(line, translate(lang, merged.reason, merged.params));
      continue;
    }
    if (!outcome.merged.includes(existing.id) && !outcome.added.includes(existing.id)) outcome.merged.push(existing.id);
    await note(merged, productId);
  }
  return outcome;
}

/**
 * A line's good already on the list: bought, it is put back with the line's amount (or its own); open, the line's
 * amount goes on top where the units convert. Answers the change made, or why none was.
 */
async function mergeLine(
  tx: Executor,
  existing: typeof listItems.$inferSelect,
  entry: Entry<UnitNames>,
  units: readonly UnitNames[],
  pieces: UnitNames | undefined,
  lang: Lang,
): Promise<'changed' | 'unbought' | { reason: string; params?: Record<string, string> }> {
  const typed = entry.amount === undefined ? undefined : { amount: entry.amount, unit: entry.unit ?? pieces };
  if (existing.completed) {
    await tx
      .update(listItems)
      .set({
        completed: false,
        completedAt: null,
        completedBy: null,
        ...(typed?.unit ? { amount: typed.amount.toFixed(3), unitId: typed.unit.id } : {}),
        updatedAt: new Date(),
      })
      .where(eq(listItems.id, existing.id));
    return 'unbought';
  }
  if (!typed?.unit) return { reason: 'addText.exists' };
  const unit = units.find((u) => u.id === existing.unitId);
  const sum = unit && sumAmounts({ amount: Number(existing.amount), unit }, { amount: typed.amount, unit: typed.unit });
  if (!sum) {
    return {
      reason: 'addText.otherUnits',
      params: { unit: unit ? (lang === 'ru' ? unit.name_ru : unit.name_en) : '' },
    };
  }
  await items.updateItem(tx, existing.id, { amount: sum.amount, unitId: sum.unit.id });
  return 'changed';
}
