import { EntryName, ItemNote, type Lang, translate, UpdateItemBody, visibleText } from '@listok/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unitNames } from '../lists/items/add-text.js';
import { itemOfList } from '../lists/items/items.repo.js';
import type { ItemsService } from '../lists/items/items.service.js';
import { davItems, nameItem } from './dav.repo.js';
import type { DavUser } from './dav-auth.js';
import { davHost, itemObject } from './dav-props.js';
import { ns, refuseProperty, refuseWith, sendText } from './dav-xml.js';
import { lineRead, type ReadTodo, readTodo } from './ics-read.js';
import { summaryChanges } from './summary-read.js';
import type { TodoFacts } from './vtodo.js';

/** What a write names: the list, the item its href names (none: a new one) and that href's last part. */
interface WriteTarget {
  listId: number;
  itemId: number | undefined;
  file: string;
}

/** How the items service answers the user's changes here (the answers are not sent: the app reads VTODOs). */
const viewOf = (user: DavUser) => ({ sort: 'added_at' as const, lang: user.lang, timeZone: user.timeZone });

/**
 * RFC 7232 as CalDAV uses it (RFC 4791 §5.3.4): `If-None-Match: *` is for creating only, `If-Match` must name the
 * item's current ETag. A stale write is refused (412), so the app reads the item again and nothing is lost.
 */
function preconditionFailed(request: FastifyRequest, current: TodoFacts | undefined): boolean {
  const ifMatch = request.headers['if-match'];
  const ifNoneMatch = request.headers['if-none-match'];
  if (current === undefined) return ifMatch !== undefined;
  if (ifNoneMatch?.trim() === '*') return true;
  if (ifMatch === undefined || ifMatch.trim() === '*') return false;
  const etag = itemObject(current).etag;
  return !ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/** The item as the app sees it now, or undefined. */
async function currentItem(request: FastifyRequest, listId: number, itemId: number | undefined) {
  if (itemId === undefined) return undefined;
  const user = request.davUser!;
  const [item] = await davItems(request.server.db, listId, user.lang, davHost(request), [itemId]);
  return item;
}

/** A to-do's UID as an app writes it (often a UUID): kept as the item's, so it is held to the API's rules too. */
const Uid = z
  .string()
  .min(1, { error: 'caldav.uid' })
  .max(255, { error: 'caldav.uid' })
  .check(visibleText('caldav.uid'));

/** The first of a VTODO's texts that breaks the API's rule for it: the property, and why in the user's language. */
function brokenText(todo: ReadTodo, lang: Lang): { property: string; message: string } | undefined {
  const checks: [string, string | null, z.ZodType][] = [
    ['UID', todo.uid, Uid],
    // A new to-do's SUMMARY is one typed line (add-text), an edited one an entry's text: both EntryName's rule.
    ['SUMMARY', todo.summary, EntryName],
    ['DESCRIPTION', todo.description, ItemNote],
  ];
  if (todo.oversized) {
    // Read only in part: longer than its rule takes, whatever the part says.
    const rule = checks.find(([property]) => property === todo.oversized)?.[2];
    const message = (rule?.safeParse('x'.repeat(lineRead)).error?.issues[0]?.message ?? 'validation.invalid') as string;
    return { property: todo.oversized, message: translate(lang, message) };
  }
  for (const [property, text, rule] of checks) {
    const checked = text === null ? undefined : rule.safeParse(text);
    if (checked && !checked.success) {
      return { property, message: translate(lang, checked.error.issues[0]?.message ?? 'errors.VALIDATION_FAILED') };
    }
  }
  return undefined;
}

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
 * A to-do made in a calendar app: its SUMMARY goes through smart entry as a line typed in the app does, under the
 * same limits as `add-text` (`work.paste`: per user one at a time and a rate, the process's queue and deadline): a
 * good with its amount on a shopping list, a to-do's date read off the line. The item keeps the app's own name and
 * UID. A line the list has open already is refused (409): the app shows the one it has after its next sync.
 */
async function createItem(request: FastifyRequest, items: ItemsService, target: WriteTarget, todo: ReadTodo) {
  const user = request.davUser!;
  if (!todo.summary) return undefined;
  const summary = todo.summary;
  const { value } = await request.server.work.paste.run(user, (deadline) =>
    items.addText(target.listId, user, user.lang, summary, { deadline }),
  );
  const row = value.added[0] ?? value.merged[0];
  if (!row) return undefined;
  await nameItem(request.server.db, row.id, target.file, todo.uid);
  return row.id;
}

/**
 * PUT of an item: a new one is made (`createItem`); of one the list has, its tick (STATUS), note (DESCRIPTION), a plain
 * entry's text or a good's amount and unit (SUMMARY, summary-read.ts) and a to-do's due and repeat (DUE, RRULE) go
 * through the items service as the app's own calls do (rules, notifications, live screens). A good's name is the
 * catalogue's and stays.
 */
export async function putItem(request: FastifyRequest, reply: FastifyReply, items: ItemsService, target: WriteTarget) {
  const user = request.davUser!;
  const existing = await currentItem(request, target.listId, target.itemId);
  if (preconditionFailed(request, existing)) return reply.code(412).send();
  const todo = readTodo(typeof request.body === 'string' ? request.body : '', user.timeZone);
  if (!todo) return sendText(reply, 400, 'No VTODO in the body');
  // Every text is held to the API's rules before anything is made or changed.
  const broken = brokenText(todo, user.lang);
  if (broken) return refuseProperty(reply, broken.property, broken.message);
  const itemId = target.itemId ?? (await createItem(request, items, target, todo));
  if (itemId === undefined)
    return sendText(reply, todo.summary ? 409 : 400, todo.summary ? 'On the list already' : 'No SUMMARY');
  const current = existing ?? (await currentItem(request, target.listId, itemId));
  // The item as the API answers it to this user: its text, and a to-do's due in their zone.
  const before = await itemOfList(request.server.db, itemId, user.lang, user.timeZone);
  const todoItem = before.due !== undefined;
  const summary = existing && todo.summary && todo.summary !== existing.summary ? todo.summary : undefined;
  const changes: UpdateItemBody = {
    ...(summary ? summaryChanges(summary, before, await unitNames(request.server.db)) : {}),
    // A new to-do put onto a line the list has keeps its note unless the app gave one.
    ...((todo.description ?? '') !== (current?.note ?? '') && (existing || todo.description !== null)
      ? { note: todo.description ?? '' }
      : {}),
    // A new to-do's DUE wins over a date read off its SUMMARY only when the app gave one.
    ...(todoItem && todo.due !== before.due && (existing || todo.due !== null) ? { due: todo.due } : {}),
    ...(todoItem && todo.repeat !== (before.repeat ?? null) && (existing || todo.repeat !== null)
      ? { repeat: todo.repeat }
      : {}),
  };
  const checked = Object.keys(changes).length > 0 ? UpdateItemBody.safeParse(changes) : undefined;
  if (checked && !checked.success) {
    const issue = checked.error.issues[0];
    const property = propertyOfField[String(issue?.path[0])] ?? 'SUMMARY';
    return refuseProperty(reply, property, translate(user.lang, issue?.message ?? 'errors.VALIDATION_FAILED'));
  }
  const wasDone = current?.completed === true;
  // A ticked item is not edited, as in the app: the app is told why (403 naming Listok's precondition) and keeps the
  // item as Listok has it after its next read. Opening it (STATUS) with the edit goes through.
  if (wasDone && todo.completed && Object.keys(changes).length > 0) {
    return refuseWith(reply, 403, { ns: ns.listok, local: 'ticked-item-unchanged' });
  }
  const mark = () => items.markItem(itemId, user, undefined, viewOf(user));
  // An open item is edited; a ticked one is first opened (the service edits no ticked item).
  if (wasDone && !todo.completed) await mark();
  if (Object.keys(changes).length > 0) await items.updateItem(itemId, user, changes, user.lang);
  if (!wasDone && todo.completed) await mark();
  // RFC 4791 §5.3.4: an ETag only when the item is stored as the app wrote it; else the app reads it again.
  const after = await currentItem(request, target.listId, itemId);
  const stored = after && itemObject(after);
  if (stored && stored.text === request.body) reply.header('etag', stored.etag);
  return reply.code(existing ? 204 : 201).send();
}

/** DELETE of an item: it leaves the list (a ticked one is opened first, as the service deletes open items only). */
export async function deleteItem(
  request: FastifyRequest,
  reply: FastifyReply,
  items: ItemsService,
  target: WriteTarget,
) {
  const user = request.davUser!;
  const current = await currentItem(request, target.listId, target.itemId);
  if (!current || target.itemId === undefined) return reply.code(404).send();
  if (preconditionFailed(request, current)) return reply.code(412).send();
  if (current.completed) await items.markItem(target.itemId, user, undefined, viewOf(user));
  await items.removeItem(target.listId, target.itemId, user);
  return reply.code(204).send();
}
