import {
  type Entry,
  findUnit,
  type Lang,
  nameStems,
  ProductName,
  parseEntry,
  piecesCode,
  piecesOf,
  type SkippedLine,
  sumAmounts,
  textLines,
  translate,
  type UnitNames,
  unitWords,
} from '@listok/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Executor, letOthersIn } from '../../../db/client.js';
import { units as unitsTable } from '../../../db/schema.js';
import { familySourceOf, searchStart } from '../../../lib/family-purchases.js';
import { foldLookAlikes } from '../../../lib/look-alikes.js';
import { assertDailyQuota } from '../../../lib/quotas.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { Deadline } from '../../../plugins/work-limits.js';
import { type GoodRow, goodsNamed } from './add-text.goods.js';
import * as pasted from './add-text.repo.js';

/** A pasted line as read before the list's change: its good, or the new product's name, or why it is skipped. */
interface ReadLine {
  line: string;
  entry: Entry<UnitNames>;
  good?: GoodRow;
  /** The name of the member's new product, when the line names no good. */
  newName?: string;
  skip?: { reason: string; params?: Record<string, string> };
}

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
  /** A preview: rolled back afterwards, so it records no change for the notifications either. */
  preview?: boolean;
  /** The call's time: past it, the change gives up before it writes (and its transaction rolls back). */
  deadline: Deadline;
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

async function unitNames(db: Executor): Promise<UnitNames[]> {
  const rows = await db.select().from(unitsTable).orderBy(asc(unitsTable.position), asc(unitsTable.id));
  return rows.map((u) => ({ id: u.id, code: u.code, name_ru: u.nameRu, name_en: u.nameEn }));
}

/** Names that are one product up to word forms («Груша-бере», «груши-бере»): a paste makes one of them. */
const sameNameKey = (name: string) => nameStems(name).join(' ');

/**
 * Reads the goods of a pasted text, a line each, before the list's change and without its lock: smart entry reads the
 * amount off ("2 кг яблок", "milk 2 l", "3 bread"), look-alike letters of the other script are read as the word's own
 * ("мoлоко" with a Latin "o"), and the rest is the good of the catalogue or of the member's own that the name or a
 * synonym means, in word forms and in the other keyboard layout — in the caller's language, else in the other one (a
 * list pasted in English). A few statements for the whole text (`goodsNamed`); the family's purchases are read once,
 * or taken from what the process keeps of them.
 */
export async function readText(
  app: FastifyInstance,
  member: SessionUser,
  lang: Lang,
  text: string,
  deadline: Deadline,
): Promise<ReadText> {
  const units = await unitNames(app.db);
  const lines: ReadLine[] = textLines(text).map((line) => {
    const entry = parseEntry(foldLookAlikes(line, lang === 'ru' ? 'cyrillic' : 'latin'), units);
    return namesSomething(entry.name, units) ? { line, entry } : { line, entry, skip: { reason: 'addText.noName' } };
  });
  // Each step a short transaction of its own: on PGlite a transaction holds the one database, and others' requests
  // go in between.
  const family = await app.db.transaction(async (tx) => {
    const [start] = ((await tx.execute(searchStart(member.id))) as unknown as { rows: { lists: string }[] }).rows;
    // A token limited to lists reads by their purchases alone, as the search does.
    return familySourceOf(app.familyPurchases, member.token?.lists).of(tx, member.id, start?.lists ?? '');
  });
  const names = lines.map((l) => (l.skip ? undefined : l.entry.name));
  await letOthersIn();
  const goods = await goodsNamed(app.db, names, [lang, otherLang(lang)], member.id, family, deadline);
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

/** An item of the list as the lines change it, in memory until the change is written. */
interface PlannedItem extends Omit<pasted.PastedItem, 'id'> {
  /** The row, for an item that was on the list; undefined for a new one. */
  id?: number;
  changed: boolean;
  reopened: boolean;
}

/**
 * Adds the goods of a read text (`readText`) inside the list's change: a known good goes on the list, an unknown name
 * becomes the member's own product (a deleted one of that name is given back; within the daily quota); a good already
 * on the list gets the line's amount on top where the units convert, or is put back on the list when it was bought.
 * Lines that cannot be added are answered with their reason in the caller's language. The lines are played in memory
 * over the list's items, read once; the changes are then written in one statement of each kind.
 */
export async function addTextLines(ctx: AddTextContext, read: ReadText): Promise<AddTextOutcome> {
  const { app, tx, member, listId, lang } = ctx;
  const { units } = read;
  const pieces = piecesOf(units);
  const defaultUnit = units.find((u) => u.code === piecesCode) ?? units[0];
  const productOf = await productsOfLines(ctx, read.lines, defaultUnit?.id ?? null);
  const items = new Map<number, PlannedItem>();
  for (const item of await pasted.itemsOfList(tx, listId))
    items.set(item.productId, { ...item, changed: false, reopened: false });

  const skipped: SkippedLine[] = [];
  const added: number[] = [];
  const merged: number[] = [];
  const changes: { kind: 'added' | 'changed' | 'unbought'; productId: number }[] = [];
  for (const line of read.lines) {
    const product = line.skip ? undefined : productOf(line);
    if (!product) {
      const skip = line.skip ?? { reason: 'addText.noName' };
      skipped.push({ line: line.line, reason: translate(lang, skip.reason, skip.params) });
      continue;
    }
    const item = items.get(product.id);
    if (!item) {
      items.set(product.id, {
        productId: product.id,
        amount: line.entry.amount ?? 1,
        unitId: line.entry.unit?.id ?? product.defaultUnitId ?? defaultUnit?.id ?? 0,
        completed: false,
        changed: true,
        reopened: false,
      });
      added.push(product.id);
      changes.push({ kind: 'added', productId: product.id });
      continue;
    }
    const change = mergeLine(item, line.entry, units, pieces, lang);
    if (typeof change === 'object') {
      skipped.push({ line: line.line, reason: translate(lang, change.reason, change.params) });
      continue;
    }
    if (item.id !== undefined && !merged.includes(product.id)) merged.push(product.id);
    changes.push({ kind: change, productId: product.id });
  }

  ctx.deadline.check();
  await letOthersIn();
  const planned = [...items.values()];
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
  if (!ctx.preview) await app.webPush.recordProductChanges(tx, { listId, actorId: member.id }, changes);
  const rowOf = (productId: number) => items.get(productId)?.id ?? rows.get(productId);
  return {
    added: added.flatMap((id) => rowOf(id) ?? []),
    merged: merged.flatMap((id) => rowOf(id) ?? []),
    skipped,
  };
}

/**
 * The product of each line: its good, or the member's product of its name, one for the names that are the same up
 * to word forms — a deleted one given back, else made (within the daily quota: a paste that would pass it makes none).
 */
async function productsOfLines(
  ctx: AddTextContext,
  lines: readonly ReadLine[],
  defaultUnitId: number | null,
): Promise<(line: ReadLine) => pasted.PastedProduct | undefined> {
  const { app, tx, member, lang } = ctx;
  const byKey = new Map<string, string>();
  for (const line of lines) {
    if (line.newName && !byKey.has(sameNameKey(line.newName))) byKey.set(sameNameKey(line.newName), line.newName);
  }
  const made = new Map<string, pasted.PastedProduct>();
  const reclaimed = await pasted.reclaimDeletedProducts(tx, [...byKey.values()], lang, member.id);
  for (const product of reclaimed) made.set(sameNameKey(product.name), product);
  const missing = [...byKey].filter(([key]) => !made.has(key)).map(([, name]) => name);
  if (missing.length > 0) {
    await assertDailyQuota(tx, 'products', member.id, app.config.quotas.ownProductsPerDay, missing.length);
  }
  for (const product of await pasted.createOwnProducts(tx, missing, member.id, defaultUnitId)) {
    made.set(sameNameKey(product.name), product);
  }
  return (line) => {
    if (line.good) return { id: line.good.id, name: line.good.name_ru, defaultUnitId: line.good.default_unit_id };
    return line.newName === undefined ? undefined : made.get(sameNameKey(line.newName));
  };
}

/**
 * A line's good already on the list (or put there by an earlier line): bought, it is put back with the line's amount
 * (or its own); open, the line's amount goes on top where the units convert. Changes the planned item; answers the
 * change made, or why none was.
 */
function mergeLine(
  item: PlannedItem,
  entry: Entry<UnitNames>,
  units: readonly UnitNames[],
  pieces: UnitNames | undefined,
  lang: Lang,
): 'changed' | 'unbought' | { reason: string; params?: Record<string, string> } {
  const typed = entry.amount === undefined ? undefined : { amount: entry.amount, unit: entry.unit ?? pieces };
  if (item.completed) {
    item.completed = false;
    item.reopened = true;
    item.changed = true;
    if (typed?.unit) setAmount(item, typed.amount, typed.unit.id);
    return 'unbought';
  }
  if (!typed?.unit) return { reason: 'addText.exists' };
  const unit = units.find((u) => u.id === item.unitId);
  const sum = unit && sumAmounts({ amount: item.amount, unit }, { amount: typed.amount, unit: typed.unit });
  if (!sum) {
    return {
      reason: 'addText.otherUnits',
      params: { unit: unit ? (lang === 'ru' ? unit.name_ru : unit.name_en) : '' },
    };
  }
  setAmount(item, sum.amount, sum.unit.id);
  item.changed = true;
  return 'changed';
}

/** An amount as the list keeps it (three decimals), so the next line adds to what a read would give. */
function setAmount(item: PlannedItem, amount: number, unitId: number) {
  item.amount = Number(amount.toFixed(3));
  item.unitId = unitId;
}
