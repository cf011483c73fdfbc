import {
  findUnit,
  type Lang,
  ProductName,
  piecesCode,
  piecesOf,
  readEntryLine,
  refusedLine,
  type SkippedLine,
  searchLangs,
  textLines,
  translate,
  type UnitNames,
  unitWords,
} from '@listok/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Executor, letOthersIn, rowsOf } from '../../../db/client.js';
import { units as unitsTable } from '../../../db/schema.js';
import { familySourceOf, searchStart } from '../../../lib/family-purchases.js';
import { foldLookAlikes } from '../../../lib/look-alikes/look-alikes.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { Deadline } from '../../../plugins/work-limits.js';
import { goodsNamed } from './add-text.goods.js';
import type { PlannedItem, ReadLine } from './add-text.lines.js';
import { mergeLine } from './add-text.merge.js';
import type { ProductOf } from './add-text.products.js';
import * as pasted from './add-text.repo.js';

/** What the lines of a text say, read without the list's lock (add-text's first half). */
export interface ReadText {
  units: UnitNames[];
  lines: ReadLine[];
}

/** Where the lines go: inside the list's change (locked, authorized), by a member, read in a language. */
export interface AddTextContext {
  app: FastifyInstance;
  tx: Executor;
  member: SessionUser;
  listId: number;
  lang: Lang;
  /** The call's time: past it, the change gives up before it writes (and its transaction rolls back). */
  deadline: Deadline;
}

/** The rows a text added and merged, and the lines it skipped. */
export interface AddTextOutcome {
  added: number[];
  merged: number[];
  skipped: SkippedLine[];
}

/** Whether a line's name holds a word that is not an amount or a unit ("2 кг", "x3 pcs" name nothing). */
function namesSomething(name: string, units: readonly UnitNames[]): boolean {
  const words = unitWords(units);
  return name
    .split(' ')
    .map((token) => token.replace(/^[\d.,x×х]+/u, ''))
    .some((rest) => /\p{L}/u.test(rest) && findUnit(words, rest) === undefined);
}

/** A name made from a line starts with a capital, as the catalogue's do («груша-бере» → «Груша-бере»). */
export const capitalised = (name: string, lang: Lang) => name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);

export async function unitNames(db: Executor): Promise<UnitNames[]> {
  const rows = await db.select().from(unitsTable).orderBy(asc(unitsTable.position), asc(unitsTable.id));
  return rows.map((u) => ({ id: u.id, code: u.code, name_ru: u.nameRu, name_en: u.nameEn }));
}

/**
 * Reads the goods of a pasted text, a line each, before the list's change and without its lock: a line holding a
 * character no text may hold is skipped (`refusedLine`); smart entry reads it as the add box does (`readEntryLine`:
 * the list's shop named at its end, the amount: "2 кг яблок", "milk 2 l", "3 bread"), look-alike letters of the
 * other script read as the word's own ("мoлоко" with a Latin "o", «Ｍолоко» with a fullwidth one), and the rest is
 * the good of the catalogue or of the member's own that the name or a synonym means (in its matching form: «Молоко́»,
 * "Ｍｉｌｋ"), in word forms and in the other keyboard layout — in the caller's language, else in the other one (a
 * list pasted in English). A few statements for the whole text (`goodsNamed`); the family's purchases are read once,
 * or taken from what the process keeps of them.
 */
export async function readText(
  app: FastifyInstance,
  member: SessionUser,
  lang: Lang,
  text: string,
  deadline: Deadline,
  { stores = [], currency }: { stores?: readonly { id: number; name: string }[]; currency?: string } = {},
): Promise<ReadText> {
  const units = await unitNames(app.db);
  const lines: ReadLine[] = textLines(text).map((line) => {
    const letters = (text: string) => foldLookAlikes(text, lang === 'ru' ? 'cyrillic' : 'latin');
    const { entry, store, price } = readEntryLine(line, { units, stores, letters, currency });
    const at = { ...(store && { store: store.id }), ...(price !== undefined && { price }) };
    const refused = refusedLine(line) ?? (namesSomething(entry.name, units) ? undefined : 'addText.noName');
    return refused === undefined ? { line, entry, ...at } : { line, entry, ...at, skip: { reason: refused } };
  });
  // Each step a short transaction of its own: on PGlite a transaction holds the one database, and others' requests
  // go in between.
  const family = await app.db.transaction(async (tx) => {
    const [start] = rowsOf<{ lists: string }>(await tx.execute(searchStart(member.id)));
    // A token limited to lists reads by their purchases alone, as the search does.
    return familySourceOf(app.familyPurchases, member.token?.lists).of(tx, member.id, start?.lists ?? '');
  });
  const names = lines.map((l) => (l.skip ? undefined : l.entry.name));
  await letOthersIn();
  const goods = await goodsNamed(app.db, names, searchLangs(lang), member.id, family, deadline);
  lines.forEach((line, index) => {
    const good = goods[index];
    if (line.skip) return;
    if (good) {
      line.good = good;
      return;
    }
    const name = ProductName.safeParse(capitalised(line.entry.name, lang));
    if (name.success) line.newName = name.data;
    else line.skip = { reason: name.error.issues[0]?.message ?? 'validation.invalid' };
  });
  return { units, lines };
}

/** What the lines do to the list's items, played in memory: the items as they end, by product, and each line's doing. */
export interface PlayedLines {
  items: Map<number, PlannedItem>;
  /** Products put on the list, in the order of their lines. */
  added: number[];
  /** Products that were on the list and got a line's amount on top (or were put back on it). */
  merged: number[];
  changes: { kind: 'added' | 'changed' | 'unbought'; productId: number }[];
  skipped: SkippedLine[];
}

/**
 * Plays the lines of a read text over the list's items in memory: a good that is not on the list goes on it, a good
 * already there gets the line's amount on top where the units convert, or is put back on the list when it was bought.
 * Lines that cannot be added are answered with their reason in the caller's language.
 */
export function playLines(
  read: ReadText,
  onList: readonly pasted.PastedItem[],
  productOf: ProductOf,
  lang: Lang,
): PlayedLines {
  const { units } = read;
  const pieces = piecesOf(units);
  const defaultUnit = units.find((u) => u.code === piecesCode) ?? units[0];
  const items = new Map<number, PlannedItem>();
  for (const item of onList) items.set(item.productId, { ...item, changed: false, reopened: false });
  const played: PlayedLines = { items, added: [], merged: [], changes: [], skipped: [] };
  for (const line of read.lines) {
    const product = line.skip ? undefined : productOf(line);
    if (!product) {
      const skip = line.skip ?? { reason: 'addText.noName' };
      played.skipped.push({ line: line.line, reason: translate(lang, skip.reason, skip.params) });
      continue;
    }
    const item = items.get(product.id);
    if (!item) {
      items.set(product.id, {
        productId: product.id,
        amount: line.entry.amount ?? 1,
        unitId: line.entry.unit?.id ?? product.defaultUnitId ?? defaultUnit?.id ?? 0,
        note: line.entry.note ?? '',
        completed: false,
        changed: true,
        reopened: false,
        ...(line.price !== undefined && { price: line.price }),
      });
      played.added.push(product.id);
      played.changes.push({ kind: 'added', productId: product.id });
      continue;
    }
    const change = mergeLine(item, line, units, pieces, lang);
    if (typeof change === 'object') {
      played.skipped.push({ line: line.line, reason: translate(lang, change.reason, change.params) });
      continue;
    }
    if (item.id !== undefined && !played.merged.includes(product.id)) played.merged.push(product.id);
    played.changes.push({ kind: change, productId: product.id });
  }
  return played;
}

/** The default unit of a new product: pieces. */
export const piecesUnitId = (units: readonly UnitNames[]) =>
  (units.find((u) => u.code === piecesCode) ?? units[0])?.id ?? null;

/**
 * Writes what a play (a paste's or a recipe's) did to the list's items, inside the list's change: the new items in one
 * insert, the changed ones in one update, and the changes recorded for notifications. Answers each product's item row.
 */
export async function writePlayed(
  { app, tx, member, listId }: Pick<AddTextContext, 'app' | 'tx' | 'member' | 'listId'>,
  played: Pick<PlayedLines, 'items' | 'changes'>,
): Promise<(productId: number) => number | undefined> {
  const planned = [...played.items.values()];
  const rows = await pasted.insertItems(
    tx,
    listId,
    member.id,
    planned.filter((i) => i.id === undefined),
  );
  await pasted.updateItems(
    tx,
    planned.flatMap((i) => (i.id !== undefined && i.changed ? [{ ...i, id: i.id, reopen: i.reopened }] : [])),
  );
  await app.webPush.recordProductChanges(tx, { listId, actorId: member.id }, played.changes);
  return (productId) => played.items.get(productId)?.id ?? rows.get(productId);
}

/**
 * Adds the goods of a read text (`readText`) inside the list's change, with the products made for its new names
 * before it (add-text.products.ts): the lines are played in memory over the list's items, read once (`playLines`);
 * the changes are then written in one statement of each kind.
 */
export async function addTextLines(ctx: AddTextContext, read: ReadText, productOf: ProductOf): Promise<AddTextOutcome> {
  const { tx, listId, lang } = ctx;
  const played = playLines(read, await pasted.itemsOfList(tx, listId), productOf, lang);
  ctx.deadline.check();
  await letOthersIn();
  const rowOf = await writePlayed(ctx, played);
  // A good a line named a shop for is had there (on top of the shops it was tied to).
  const ties = read.lines.flatMap((line) => {
    const product = line.store === undefined || line.skip ? undefined : productOf(line);
    const itemId = product && rowOf(product.id);
    return itemId !== undefined && line.store !== undefined ? [{ itemId, storeId: line.store }] : [];
  });
  await pasted.addStoreTies(tx, ties);
  return {
    added: played.added.flatMap((id) => rowOf(id) ?? []),
    merged: played.merged.flatMap((id) => rowOf(id) ?? []),
    skipped: played.skipped,
  };
}
