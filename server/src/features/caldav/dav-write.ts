import type { UpdateItemBody } from '@listok/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { itemOfList } from '../lists/items/items.repo.js';
import type { itemsService } from '../lists/items/items.service.js';
import { davItems } from './dav.repo.js';
import { itemObject } from './dav-props.js';
import { readTodo } from './ics-read.js';
import type { TodoFacts } from './vtodo.js';

type Items = ReturnType<typeof itemsService>;

/** An item a write names: its list and row. */
interface WriteTarget {
  listId: number;
  itemId: number;
}

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
async function currentItem(request: FastifyRequest, target: WriteTarget): Promise<TodoFacts | undefined> {
  const user = request.davUser!;
  const host = request.host.split(':')[0] ?? 'listok';
  const [item] = await davItems(request.server.db, target.listId, user.lang, host, [target.itemId]);
  return item;
}

/**
 * PUT of an item the list has: its tick (STATUS), note (DESCRIPTION), a plain entry's text (SUMMARY) and a to-do's due
 * and repeat (DUE, RRULE) go through the items service as the app's own calls do (rules, notifications, live
 * screens). A product's name is the catalogue's: a SUMMARY changed on a shopping list changes nothing yet.
 */
export async function putItem(request: FastifyRequest, reply: FastifyReply, items: Items, target: WriteTarget) {
  const user = request.davUser!;
  const current = await currentItem(request, target);
  if (preconditionFailed(request, current)) return reply.code(412).send();
  if (!current) {
    return reply.code(403).type('text/plain; charset=utf-8').send('Adding from calendar apps is not there yet');
  }
  const todo = readTodo(typeof request.body === 'string' ? request.body : '', user.timeZone);
  if (!todo) return reply.code(400).type('text/plain; charset=utf-8').send('No VTODO in the body');
  const view = { sort: 'added_at' as const, lang: user.lang, timeZone: user.timeZone };
  // The item as the API answers it to this user: its text, and a to-do's due in their zone.
  const before = await itemOfList(request.server.db, target.itemId, user.lang, user.timeZone);
  const todoItem = before.due !== undefined;
  const changes: UpdateItemBody = {
    ...(before.itemId === null && todo.summary && todo.summary !== before.name ? { name: todo.summary } : {}),
    ...((todo.description ?? '') !== current.note ? { note: todo.description ?? '' } : {}),
    ...(todoItem && todo.due !== before.due ? { due: todo.due } : {}),
    ...(todoItem && todo.repeat !== (before.repeat ?? null) ? { repeat: todo.repeat } : {}),
  };
  const mark = () => items.markItem(target.itemId, user, undefined, view);
  // An open item is edited; a ticked one is first opened (the service edits no ticked item).
  if (current.completed && !todo.completed) await mark();
  if (Object.keys(changes).length > 0) await items.updateItem(target.itemId, user, changes, user.lang);
  if (!current.completed && todo.completed) await mark();
  const after = await currentItem(request, target);
  return reply
    .code(204)
    .header('etag', after ? itemObject(after).etag : '')
    .send();
}

/** DELETE of an item: it leaves the list (a ticked one is opened first, as the service deletes open items only). */
export async function deleteItem(request: FastifyRequest, reply: FastifyReply, items: Items, target: WriteTarget) {
  const user = request.davUser!;
  const current = await currentItem(request, target);
  if (!current) return reply.code(404).send();
  if (preconditionFailed(request, current)) return reply.code(412).send();
  const view = { sort: 'added_at' as const, lang: user.lang, timeZone: user.timeZone };
  if (current.completed) await items.markItem(target.itemId, user, undefined, view);
  await items.removeItem(target.listId, target.itemId, user);
  return reply.code(204).send();
}
