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

/** The keys, of an edit and of what its editor saw, that hold each weighed field (an amount and its unit are one). */
const keysOf: Record<WeighedField, ('name' | 'amount' | 'unit' | 'note')[]> = {
  name: ['name'],
  amount: ['amount', 'unit'],
  note: ['note'],
};

/** The values of the fields an edit (or what its editor saw) names; the item's own for those it leaves out. */
type NamedFields = Pick<UpdateItemBody, 'name' | 'amount' | 'note'> & { unit?: number | null | undefined };

/** The item's weighed fields with `fields` put in. */
function valueWith(row: ItemRow, fields: NamedFields): Weighed {
  return {
    name: fields.name ?? row.name,
    amount: fields.amount === undefined ? row.amount : fields.amount === null ? null : String(fields.amount),
    unitId: fields.unit === undefined ? row.unitId : fields.unit,
    note: fields.note ?? row.note,
  };
}

const amountOf = (value: Weighed) => (value.amount === null ? null : Number(value.amount));

/** Whether the item has another value of the field than `value` (an amount compared as a number, with its unit). */
const differs = (row: ItemRow, value: Weighed, field: WeighedField): boolean =>
  field === 'amount' ? amountOf(value) !== amountOf(row) || value.unitId !== row.unitId : value[field] !== row[field];

/** Whether the edit sets the field to another value than the item has (a client sends an unchanged amount with a unit). */
const changes = (row: ItemRow, body: UpdateItemBody, field: WeighedField) => differs(row, valueWith(row, body), field);

/** Whether the item's value of the field is another than the editor saw (unknown when the editor said nothing of it). */
const changedMeanwhile = (row: ItemRow, seen: UpdateItemBody['seen'], field: WeighedField) =>
  seen !== undefined &&
  keysOf[field].some((key) => seen[key] !== undefined) &&
  differs(row, valueWith(row, seen), field);

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
        ...(await textOf(tx, field, valueWith(row, body))),
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
