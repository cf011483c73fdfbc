import { EntryName, ItemNote, type Lang, translate, visibleText } from '@listok/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DavList } from './backend/calendars.js';
import type { DavBackend } from './backend/dav-backend.js';
import { type Preconditions, preconditionFailed } from './backend/preconditions.js';
import { ns, refuseProperty, refuseWith, sendText } from './dav-xml.js';
import { lineRead, type ReadTodo, readTodo } from './ics-read.js';

/** The preconditions a write's headers name (backend/preconditions.ts). */
export const preconditionsOf = (request: FastifyRequest): Preconditions => ({
  ifMatch: request.headers['if-match'],
  ifNoneMatch: request.headers['if-none-match'],
});

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

/**
 * PUT of an item (backend/put-object.ts): a body without a VTODO, or with a text the API's rules refuse, changes
 * nothing; its preconditions are answered first, as for any write.
 */
export async function putItem(
  request: FastifyRequest,
  reply: FastifyReply,
  backend: DavBackend,
  list: DavList,
  file: string,
) {
  const user = request.davUser!;
  const text = typeof request.body === 'string' ? request.body : '';
  const conditions = preconditionsOf(request);
  const todo = readTodo(text, user.timeZone);
  // Every text is held to the API's rules before anything is made or changed.
  const broken = todo && brokenText(todo, user.lang);
  if (!todo || broken) {
    if (preconditionFailed(conditions, await backend.objectAt(list, file))) return reply.code(412).send();
    return broken
      ? refuseProperty(reply, broken.property, broken.message)
      : sendText(reply, 400, 'No VTODO in the body');
  }
  const outcome = await backend.putObject(list, file, { text, todo, conditions });
  switch (outcome.kind) {
    case 'stored':
      if (outcome.etag) reply.header('etag', outcome.etag);
      return reply.code(outcome.made ? 201 : 204).send();
    case 'precondition-failed':
      return reply.code(412).send();
    case 'no-summary':
      return sendText(reply, 400, 'No SUMMARY');
    case 'on-the-list':
      return sendText(reply, 409, 'On the list already');
    case 'ticked-item-unchanged':
      // The app is told why (Listok's precondition) and keeps the item as Listok has it after its next read.
      return refuseWith(reply, 403, { ns: ns.listok, local: 'ticked-item-unchanged' });
    case 'invalid':
      return refuseProperty(reply, outcome.property, translate(user.lang, outcome.messageKey));
  }
}

/** DELETE of an item: it leaves the list. */
export async function deleteItem(
  request: FastifyRequest,
  reply: FastifyReply,
  backend: DavBackend,
  list: DavList,
  file: string,
) {
  const outcome = await backend.deleteObject(list, file, preconditionsOf(request));
  return reply.code(outcome === 'deleted' ? 204 : outcome === 'not-found' ? 404 : 412).send();
}
