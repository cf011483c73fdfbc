/**
 * A pasted (or typed) text on a list of a kind other than shopping: each line becomes a plain entry as typed
 * (`readPlainEntry`) — no product, no catalogue, nothing in anyone's vocabulary, no purchase. A line whose text is
 * already on the list is that item: put back on the list when it was ticked (a packing list pasted again), else
 * skipped. The lines are played in memory over the list's items, then written in one statement of each kind.
 */
import {
  type AddTextAnswer,
  dueLines,
  type EntryItem,
  EntryName,
  entryOnTheList,
  int4Max,
  type Lang,
  type ListItem,
  type ListKind,
  type PlainEntry,
  pastedLink,
  plainEntryItem,
  type Repeat,
  readDue,
  readPlainEntry,
  refusedLine,
  type SkippedLine,
  textLines,
  translate,
  type UnitNames,
} from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Executor, rowsOf } from '../../../db/client.js';
import { formatDate } from '../../../lib/dates.js';
import { dueColumns } from '../todos/due.js';
import type { AddTextOutcome } from './add-text.js';

/** A change of an item for the members' next notification (`WebPush.recordProductChanges`). */
type ItemChange = Parameters<FastifyInstance['webPush']['recordProductChanges']>[2][number];

/** When a to-do line said it is due (contract `readDue`), in the writer's zone. */
export interface EntryWhen {
  due: string;
  repeat: Repeat | null;
  anchorDay: number | null;
}

/** A plain entry of a line, with when it is due on a to-do list that the line said. */
export type Entry = PlainEntry & { when?: EntryWhen | undefined };

/** A line read as a plain entry (with the address, for a line that was only one), or why it is skipped. */
export type EntryLine =
  | { line: string; entry: Entry; link?: string; skip?: undefined }
  | { line: string; skip: string };

/** The pasted lines that are only web addresses (`pastedLink`), and the text of the others. */
export function splitLinks(text: string): { links: string[]; rest: string } {
  const lines = textLines(text);
  return {
    links: lines.filter((line) => pastedLink(line) !== null),
    rest: lines.filter((line) => pastedLink(line) === null).join('\n'),
  };
}

/** What the lines do: entries to insert, rows to put back on the list (with the line's amount), lines skipped. */
export interface PlayedEntries {
  added: (Entry & { link?: string })[];
  reopened: { id: number; entry: Entry }[];
  skipped: SkippedLine[];
  changes: ItemChange[];
}

/**
 * Reads the lines of a text as plain entries; a line holding a character no text may hold (`refusedLine`), or whose
 * text is not an entry's (too long), is skipped. With `now` (the writer's wall-clock time, on a to-do list) a line is
 * a to-do: one a day when it names two («уборка в субботу и воскресенье»: `dueLines`), its due and repeat read off it
 * first, and the rest its text as typed, no amount read («купить молоко 2 литра»).
 */
export function readEntries(text: string, units: readonly UnitNames[], now?: string): EntryLine[] {
  return textLines(text).flatMap((line): EntryLine[] => {
    const refused = refusedLine(line);
    if (refused) return [{ line, skip: refused }];
    // A web address alone is the entry's link, named by its host until renamed.
    const address = pastedLink(line);
    if (address) return [{ line, entry: { name: address.host, amount: null, note: '' }, link: address.link }];
    if (now === undefined) return [entryLine(line, readPlainEntry(line, units), undefined)];
    return dueLines(line, now).map((todo) => {
      const reading = readDue(todo, now);
      const when = reading.due ? { due: reading.due, repeat: reading.repeat, anchorDay: reading.anchorDay } : undefined;
      return entryLine(line, readPlainEntry(reading.text, units, 'todo'), when);
    });
  });
}

/** A line's entry, or why it is skipped: its text must be an entry's name. */
function entryLine(line: string, entry: PlainEntry, when: EntryWhen | undefined): EntryLine {
  const name = EntryName.safeParse(entry.name);
  if (!name.success) return { line, skip: name.error.issues[0]?.message ?? 'validation.invalid' };
  return { line, entry: { ...entry, name: name.data, when } };
}

/** The due columns of an entry's row: read in the writer's zone. */
const dueRow = (when: EntryWhen | undefined, timeZone: string) => {
  if (!when) return { due_at: null, due_day: null, repeat: null, repeat_day: null };
  const { dueAt, dueDay } = dueColumns(when.due, timeZone);
  return { due_at: dueAt?.toISOString() ?? null, due_day: dueDay, repeat: when.repeat, repeat_day: when.anchorDay };
};

/**
 * Plays the lines over the list's items: a new text is added, a ticked one put back, an open one skipped — unless the
 * line says more of it than it holds (another due, amount or word: `entryOnTheList`), when it is a second entry.
 */
export function playEntries(lines: readonly EntryLine[], listed: readonly ListItem[], lang: Lang): PlayedEntries {
  // The list's items and the entries the lines before put on it, as the duplicate rule reads them.
  const seen: (EntryItem & { id?: number })[] = listed.map((item) => ({ ...item }));
  const played: PlayedEntries = { added: [], reopened: [], skipped: [], changes: [] };
  for (const line of lines) {
    if (line.skip !== undefined) {
      played.skipped.push({ line: line.line, reason: translate(lang, line.skip) });
      continue;
    }
    const { entry } = line;
    const said = { amount: entry.amount, note: entry.note, due: entry.when?.due ?? null };
    const item = entryOnTheList(seen, { name: entry.name, link: line.link, ...said });
    if (item && !item.completed) {
      played.skipped.push({ line: line.line, reason: translate(lang, 'addText.entryExists') });
      continue;
    }
    if (item?.id !== undefined) {
      played.reopened.push({ id: item.id, entry });
      played.changes.push({ kind: 'unbought', entry: item.name_ru });
      // Open now, with what the line said: a line after it repeats it as it will be.
      Object.assign(item, { completed: false, ...(entry.amount !== null && { amount: entry.amount }) });
      if (entry.note !== '') item.note = entry.note;
      if (entry.when) item.due = entry.when.due;
      continue;
    }
    played.added.push(line.link ? { ...entry, link: line.link } : entry);
    played.changes.push({ kind: 'added', entry: entry.name });
    seen.push({ name_ru: entry.name, name_en: entry.name, link: line.link ?? null, completed: false, ...said });
  }
  return played;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** Writes played entries inside the list's change; the rows added and put back, in the order of their lines. */
export async function writeEntries(
  app: FastifyInstance,
  tx: Executor,
  { listId, memberId, timeZone }: { listId: number; memberId: number; timeZone: string },
  played: PlayedEntries,
): Promise<AddTextOutcome> {
  const rows = played.added.map(({ when, ...e }, position) => ({
    ...e,
    link: e.link ?? null,
    position,
    ...dueRow(when, timeZone),
  }));
  const added =
    rows.length === 0
      ? []
      : rowsOf<{ id: number }>(
          await tx.execute(sql`
            insert into list_items (list_id, product_id, name, amount, unit_id, note, link, added_by,
              due_at, due_day, repeat, repeat_day)
            select ${listId}, null, e.name, e.amount, null, e.note, e.link, ${memberId},
              e.due_at, e.due_day, e.repeat, e.repeat_day
            from json_to_recordset(${json(rows)})
              as e(name text, amount numeric, note text, link text, position int,
                due_at timestamptz, due_day date, repeat text, repeat_day int)
            order by e.position
            returning id`),
        ).map((r) => r.id);
  if (played.reopened.length > 0) {
    // Put back on the list; the line's amount, word and due replace the old ones only when the line gave them.
    const reopened = played.reopened.map((r) => ({
      id: r.id,
      amount: r.entry.amount,
      note: r.entry.note,
      dated: r.entry.when !== undefined,
      ...dueRow(r.entry.when, timeZone),
    }));
    await tx.execute(sql`
      update list_items l set completed = false, completed_at = null, completed_by = null, updated_at = now(),
        amount = case when l.product_id is null and r.amount is not null then r.amount else l.amount end,
        note = case when r.note <> '' then r.note else l.note end,
        due_at = case when r.dated then r.due_at else l.due_at end,
        due_day = case when r.dated then r.due_day else l.due_day end,
        repeat = case when r.dated then r.repeat else l.repeat end,
        repeat_day = case when r.dated then r.repeat_day else l.repeat_day end
      from json_to_recordset(${json(reopened)})
        as r(id int, amount numeric, note text, dated boolean, due_at timestamptz, due_day date, repeat text,
          repeat_day int)
      where l.id = r.id`);
  }
  await app.webPush.recordProductChanges(tx, { listId, actorId: memberId }, played.changes);
  return { added, merged: played.reopened.map((r) => r.id), skipped: played.skipped };
}

/**
 * The preview of a paste of entries: the answer as if done, over the list's items as they are; new rows have ids no
 * row has (counting down from the largest).
 */
export function previewEntries(
  played: PlayedEntries,
  listed: readonly ListItem[],
  { kind, timeZone }: { kind: ListKind; timeZone: string },
  /** Rows the same preview made before these (a paste's goods): the ids and numbers go on after theirs. */
  before = 0,
): AddTextAnswer {
  const addedAt = formatDate(new Date(), timeZone, { seconds: true });
  const added = played.added.map((entry, index): ListItem => {
    const row = { id: int4Max - before - index, num: listed.length + before + index + 1, added_at: addedAt };
    const item = plainEntryItem(entry, { ...row, link: entry.link }, kind);
    // What a to-do line was read to say, shown before it is added.
    return item.kind === 'todo' && entry.when ? { ...item, due: entry.when.due, repeat: entry.when.repeat } : item;
  });
  const merged = played.reopened.flatMap(({ id, entry }) => {
    const item = listed.find((i) => i.id === id);
    if (!item) return [];
    return [
      {
        ...item,
        ...(item.itemId === null && entry.amount !== null && { amount: entry.amount }),
        ...(entry.note !== '' && { note: entry.note }),
        completed: false,
        completed_by: null,
        completed_at: null,
      },
    ];
  });
  return { added, merged, skipped: played.skipped };
}
