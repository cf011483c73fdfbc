import { type UpdateItemBody, UpdateItemBody as UpdateItemBodySchema } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { unitNames } from '../../lists/items/add-text.js';
import type { DavUser } from '../dav-auth.js';
import type { ReadTodo } from '../ics-read.js';
import { summaryChanges } from '../summary-read.js';
import { itemObject } from '../vtodo.js';
import type { DavList } from './calendars.js';
import { nameItem } from './dav.repo.js';
import { type DavObject, type ObjectReader, objectsOf, objectToWrite } from './objects.js';
import { type Preconditions, preconditionFailed } from './preconditions.js';

/** What a backend call works with: the app (its services), the user of the request and how they read objects. */
export interface BackendContext {
  app: FastifyInstance;
  user: DavUser;
  reader: ObjectReader;
}

/** A calendar object a calendar app writes: its text as sent, the VTODO read from it, and its preconditions. */
export interface WrittenObject {
  text: string;
  todo: ReadTodo;
  conditions: Preconditions;
}

/** What came of a PUT. */
export type PutOutcome =
  /** Stored: made or changed; `etag` when the item is stored as the app wrote it (RFC 4791 §5.3.4). */
  | { kind: 'stored'; made: boolean; etag: string | undefined }
  | { kind: 'precondition-failed' }
  /** A new to-do without a SUMMARY: there is nothing to make it from. */
  | { kind: 'no-summary' }
  /** A new to-do whose line the list has open already. */
  | { kind: 'on-the-list' }
  /** A ticked item is not edited, as in the app (opening it with the edit goes through). */
  | { kind: 'ticked-item-unchanged' }
  /** A change the API's rules refuse: the VTODO property it came from and why (a message key). */
  | { kind: 'invalid'; property: string; messageKey: string };

/** The VTODO property each field of an item's change comes from. */
const propertyOfField: Record<string, string> = {
  name: 'SUMMARY',
  amount: 'SUMMARY',
  unit: 'SUMMARY',
  note: 'DESCRIPTION',
  due: 'DUE',
  repeat: 'RRULE',
};

/**
 * What the app's VTODO changes of the item, as the API's edit takes it: a plain entry's text or a good's amount and
 * unit (SUMMARY, summary-read.ts), the note (DESCRIPTION), a to-do's due and repeat (DUE, RRULE). A to-do the app has
 * just made from its SUMMARY keeps what the app did not give: a note of the line it went onto, a due read off the line.
 */
async function changesOf(db: Executor, todo: ReadTodo, current: DavObject, write: 'new' | 'edit') {
  const { item } = current;
  const edit = write === 'edit';
  const isTodo = item.due !== undefined;
  const summary = edit && todo.summary && todo.summary !== current.todo.summary ? todo.summary : undefined;
  const changes: UpdateItemBody = {
    ...(summary ? summaryChanges(summary, item, await unitNames(db)) : {}),
    ...((todo.description ?? '') !== current.todo.note && (edit || todo.description !== null)
      ? { note: todo.description ?? '' }
      : {}),
    ...(isTodo && todo.due !== item.due && (edit || todo.due !== null) ? { due: todo.due } : {}),
    ...(isTodo && todo.repeat !== (item.repeat ?? null) && (edit || todo.repeat !== null)
      ? { repeat: todo.repeat }
      : {}),
  };
  return changes;
}

/** The refusal of a change the API's rules would refuse, naming the VTODO property it came from. */
function refusalOf(changes: UpdateItemBody): PutOutcome | undefined {
  if (Object.keys(changes).length === 0) return undefined;
  const checked = UpdateItemBodySchema.safeParse(changes);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  const property = propertyOfField[String(issue?.path[0])] ?? 'SUMMARY';
  return { kind: 'invalid', property, messageKey: issue?.message ?? 'errors.VALIDATION_FAILED' };
}

/**
 * A to-do made in a calendar app: its SUMMARY goes through smart entry as a line typed in the app does, under the
 * same limits as `add-text` (`work.paste`: per user one at a time and a rate, the process's queue and deadline): a
 * good with its amount on a shopping list, a to-do's date read off the line. The item keeps the app's own name and
 * UID; undefined when the list has the line open already.
 */
async function makeItem(
  { app, user }: BackendContext,
  list: DavList,
  file: string,
  todo: ReadTodo & { summary: string },
) {
  const { value } = await app.work.paste.run(user, (deadline) =>
    app.items.addText(list.id, user, user.lang, todo.summary, { deadline }),
  );
  const row = value.added[0] ?? value.merged[0];
  if (!row) return undefined;
  await nameItem(app.db, row.id, file, todo.uid);
  return row.id;
}

/**
 * PUT of a calendar object: a new to-do is made (`makeItem`); of one the list has, its tick (STATUS) and fields
 * (`changesOf`) go through the items service as the app's own calls do (rules, notifications, live screens). A good's
 * name is the catalogue's and stays.
 */
export async function putObject(
  context: BackendContext,
  list: DavList,
  file: string,
  { text, todo, conditions }: WrittenObject,
): Promise<PutOutcome> {
  const { app, user, reader } = context;
  const existing = await objectToWrite(app.db, list.id, { kind: 'file', file }, reader);
  if (preconditionFailed(conditions, existing?.todo)) return { kind: 'precondition-failed' };
  const { summary } = todo;
  if (!existing && !summary) return { kind: 'no-summary' };
  const itemId = existing?.todo.id ?? (summary ? await makeItem(context, list, file, { ...todo, summary }) : undefined);
  if (itemId === undefined) return { kind: 'on-the-list' };
  const current = existing ?? (await objectToWrite(app.db, list.id, { kind: 'ids', ids: [itemId] }, reader));
  if (!current) return { kind: 'on-the-list' };
  const changes = await changesOf(app.db, todo, current, existing ? 'edit' : 'new');
  const refusal = refusalOf(changes);
  if (refusal) return refusal;
  const wasDone = current.todo.completed;
  const edits = Object.keys(changes).length > 0;
  if (wasDone && todo.completed && edits) return { kind: 'ticked-item-unchanged' };
  const view = { sort: 'added_at' as const, lang: user.lang, timeZone: user.timeZone };
  const mark = () => app.items.markItem(itemId, user, undefined, view);
  // An open item is edited; a ticked one is first opened (the service edits no ticked item).
  if (wasDone && !todo.completed) await mark();
  if (edits) await app.items.updateItem(itemId, user, changes, user.lang);
  if (!wasDone && todo.completed) await mark();
  const [after] = await objectsOf(app.db, list.id, { kind: 'ids', ids: [itemId] }, reader);
  const stored = after && itemObject(after);
  return { kind: 'stored', made: !existing, etag: stored?.text === text ? stored.etag : undefined };
}
