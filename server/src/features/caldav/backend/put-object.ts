import { UpdateItemBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { ItemSteps, type ItemsChange, inOneChange } from '../../lists/items/items.steps.js';
import { type AddTextOutcome, unitNames } from '../../lists/paste/add-text.js';
import type { DavUser } from '../dav-auth.js';
import type { ReadTodo } from '../ics-read.js';
import { summaryChanges } from '../summary-read.js';
import { itemObject } from '../vtodo.js';
import type { DavList } from './calendars.js';
import { nameItem } from './dav.repo.js';
import { type DavObject, type ObjectReader, objectToWrite } from './objects.js';
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
  const summary = edit && todo.summary && todo.summary !== current.todo.summary ? todo.summary : undefined;
  const changes: UpdateItemBody = {
    ...(summary ? summaryChanges(summary, item, await unitNames(db)) : {}),
    ...((todo.description ?? '') !== current.todo.note && (edit || todo.description !== null)
      ? { note: todo.description ?? '' }
      : {}),
    // Only a to-do has a due and a repeat: the other kinds' items leave DUE and RRULE unread.
    ...(item.kind === 'todo' && todo.due !== item.due && (edit || todo.due !== null) ? { due: todo.due } : {}),
    ...(item.kind === 'todo' && todo.repeat !== item.repeat && (edit || todo.repeat !== null)
      ? { repeat: todo.repeat }
      : {}),
  };
  return changes;
}

/** The refusal of a change the API's rules would refuse, naming the VTODO property it came from. */
function refusalOf(changes: UpdateItemBody): PutOutcome | undefined {
  if (Object.keys(changes).length === 0) return undefined;
  const checked = UpdateItemBody.safeParse(changes);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  const property = propertyOfField[String(issue?.path[0])] ?? 'SUMMARY';
  return { kind: 'invalid', property, messageKey: issue?.message ?? 'errors.VALIDATION_FAILED' };
}

/**
 * The app's VTODO onto the item as it is now, in the change's transaction: its fields (`changesOf`) as the API's edit
 * makes them, then its tick (STATUS) as the API's mark does; a ticked item is first opened, as the service edits no
 * ticked item. The stored object is read back only when it changed: it has an ETag for the app only when it is
 * stored as the app wrote it (RFC 4791 §5.3.4), else the app reads it again.
 */
async function writeOnto(
  steps: ItemSteps,
  { reader }: BackendContext,
  current: DavObject,
  { text, todo }: WrittenObject,
  write: 'new' | 'edit',
): Promise<PutOutcome> {
  const { tx, listId } = steps.change;
  const changes = await changesOf(tx, todo, current, write);
  const refusal = refusalOf(changes);
  if (refusal) return refusal;
  const { id, completed: wasDone } = current.todo;
  const edits = Object.keys(changes).length > 0;
  if (wasDone && todo.completed && edits) return { kind: 'ticked-item-unchanged' };
  if (wasDone && !todo.completed) await steps.mark(id);
  if (edits) await steps.update(id, changes);
  if (!wasDone && todo.completed) await steps.mark(id);
  const changed = edits || wasDone !== todo.completed;
  const stored = changed ? await objectToWrite(tx, listId, { kind: 'ids', ids: [id] }, reader) : current;
  const object = stored && itemObject(stored.todo);
  return { kind: 'stored', made: write === 'new', etag: object?.text === text ? object.etag : undefined };
}

/**
 * A to-do made in a calendar app: its SUMMARY goes through smart entry as a line typed in the app does, under the
 * same limits as `add-text` (`work.paste`: per user one at a time and a rate, the process's queue and deadline): a
 * good with its amount on a shopping list, a to-do's date read off the line. In smart entry's own change (`within`),
 * the item takes the app's name and UID, and what else the app gave (`writeOnto`). A line the list has open already
 * makes nothing (409): the app shows the one it has after its next sync.
 */
async function makeObject(
  context: BackendContext,
  list: DavList,
  file: string,
  written: WrittenObject,
): Promise<PutOutcome> {
  const { app, user, reader } = context;
  const { todo } = written;
  if (preconditionFailed(written.conditions, undefined)) return { kind: 'precondition-failed' };
  const { summary } = todo;
  if (!summary) return { kind: 'no-summary' };
  let outcome: PutOutcome = { kind: 'on-the-list' };
  let steps: ItemSteps | undefined;
  const within = async (change: ItemsChange, added: AddTextOutcome) => {
    const id = added.added[0] ?? added.merged[0];
    if (id === undefined) return;
    await nameItem(change.tx, id, file, todo.uid);
    const made = await objectToWrite(change.tx, list.id, { kind: 'ids', ids: [id] }, reader);
    steps = new ItemSteps(app, change);
    if (made) outcome = await writeOnto(steps, context, made, written, 'new');
  };
  await app.work.paste.run(user, (deadline) =>
    app.items.addText(list.id, user, user.lang, summary, { deadline, within }),
  );
  // A tick's event goes out after smart entry's change's: each names its items version, and readers keep the highest.
  steps?.delivered();
  return outcome;
}

/**
 * PUT of a calendar object. Of an item the list has: one transaction, the list locked and the user's right checked as
 * every change of its items (`inOneChange`), the item read once, the preconditions held to it, then the app's VTODO
 * written onto it (`writeOnto`). Of none: a new to-do (`makeObject`). A good's name is the catalogue's and stays.
 */
export async function putObject(
  context: BackendContext,
  list: DavList,
  file: string,
  written: WrittenObject,
): Promise<PutOutcome> {
  const { app, user, reader } = context;
  const edited = await inOneChange(app, list.id, user, async (steps): Promise<PutOutcome | undefined> => {
    const current = await objectToWrite(steps.change.tx, list.id, { kind: 'file', file }, reader);
    if (!current) return undefined;
    if (preconditionFailed(written.conditions, current.todo)) return { kind: 'precondition-failed' };
    return writeOnto(steps, context, current, written, 'edit');
  });
  return edited ?? makeObject(context, list, file, written);
}
