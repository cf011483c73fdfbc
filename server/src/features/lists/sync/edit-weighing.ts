import { amountText, type UpdateItemBody, type WeighedField, weighedFields } from '@listok/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { type FieldEdits, type listItems, type StoredReplaced, units, users } from '../../../db/schema.js';

// Edits made apart (issue 51; docs/api.md, Edits made apart): two members change the same field of an item, one or both
// offline. The edit made later stays, whichever arrives last, and the item tells what the other one had set.

type ItemRow = typeof listItems.$inferSelect;
/** The weighed fields of an item's row. */
type Weighed = Pick<ItemRow, 'name' | 'amount' | 'unitId' | 'note'>;

/** What an update does after weighing: the fields it still changes, the fields' edit times, and what it told. */
export interface WeighedEdit {
  body: UpdateItemBody;
  edits: FieldEdits;
  /** What was replaced or kept out; null when the edit met no other (the item's earlier notice goes). */
  replaced: StoredReplaced | null;
}

/** The body's keys that change each weighed field (an amount and its unit are weighed as one). */
const keysOf: Record<WeighedField, (keyof UpdateItemBody)[]> = {
  name: ['name'],
  amount: ['amount', 'unit'],
  note: ['note'],
};

/** Whether the edit sets the field to another value than the item has (a client sends an unchanged amount with a unit). */
function changes(row: ItemRow, body: UpdateItemBody, field: WeighedField): boolean {
  const sent = sentValue(row, body);
  if (field === 'amount')
    return (
      (sent.amount === null ? null : Number(sent.amount)) !== (row.amount === null ? null : Number(row.amount)) ||
      sent.unitId !== row.unitId
    );
  return sent[field] !== row[field];
}

/** Whether the item's value of the field is another than the editor saw (unknown when the editor said nothing of it). */
function changedMeanwhile(row: ItemRow, seen: UpdateItemBody['seen'], field: WeighedField): boolean {
  if (seen === undefined) return false;
  switch (field) {
    case 'name':
      return seen.name !== undefined && seen.name !== row.name;
    case 'amount': {
      const amount = row.amount === null ? null : Number(row.amount);
      return (
        (seen.amount !== undefined && seen.amount !== amount) || (seen.unit !== undefined && seen.unit !== row.unitId)
      );
    }
    case 'note':
      return seen.note !== undefined && seen.note !== row.note;
  }
}

/** A field's value as the item tells it, in both languages (an amount with its unit). */
async function textOf(tx: Executor, field: WeighedField, value: Weighed) {
  if (field !== 'amount') {
    const text = (field === 'name' ? value.name : value.note) ?? '';
    return { ru: text, en: text };
  }
  if (value.amount === null) return { ru: '', en: '' };
  const amount = Number(value.amount);
  const [unit] =
    value.unitId === null
      ? []
      : await tx.select({ name_ru: units.nameRu, name_en: units.nameEn }).from(units).where(eq(units.id, value.unitId));
  return { ru: amountText(amount, unit, 'ru'), en: amountText(amount, unit, 'en') };
}

/** The item's fields as the edit would set them. */
function sentValue(row: ItemRow, body: UpdateItemBody): Weighed {
  return {
    name: body.name ?? row.name,
    amount: body.amount === undefined ? row.amount : body.amount === null ? null : String(body.amount),
    unitId: body.unit ?? row.unitId,
    note: body.note ?? row.note,
  };
}

const usernameOf = async (tx: Executor, id: number) =>
  (await tx.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]?.username ?? null;

/**
 * Weighs an edit of `row` by `editor` against the edits others made of the same fields since the editor saw them
 * (`body.seen`, when the edit was made: `body.madeAt`, never later than `now`). A field someone else changed meanwhile
 * keeps the later of the two edits: the editor's, which replaces the other's value, or the other's, which keeps the
 * editor's out; the item tells the value that lost (the first such field). Fields no one else changed are set as ever.
 */
export async function weighEdit(
  tx: Executor,
  row: ItemRow,
  body: UpdateItemBody,
  editor: { id: number; username: string },
  now = new Date(),
): Promise<WeighedEdit> {
  const asked = body.madeAt === undefined ? now : new Date(body.madeAt);
  const madeAt = asked > now ? now : asked;
  const edits: FieldEdits = { ...row.edits };
  const kept: UpdateItemBody = { ...body };
  let replaced: StoredReplaced | null = null;
  for (const field of weighedFields) {
    if (!changes(row, body, field)) continue;
    const last = row.edits[field];
    const met = last !== undefined && last.by !== editor.id && changedMeanwhile(row, body.seen, field);
    if (met && new Date(last.at) > madeAt) {
      // The other edit was made later: it stays, and the item tells what this one would have set.
      for (const key of keysOf[field]) delete kept[key];
      replaced ??= {
        field,
        ...(await textOf(tx, field, sentValue(row, body))),
        by: editor.username,
        at: madeAt.toISOString(),
      };
      continue;
    }
    if (met) replaced ??= { field, ...(await textOf(tx, field, row)), by: await usernameOf(tx, last.by), at: last.at };
    edits[field] = { at: madeAt.toISOString(), by: editor.id };
  }
  return { body: kept, edits, replaced };
}
