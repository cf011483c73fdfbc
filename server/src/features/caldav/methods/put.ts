import { EntryName, ItemNote, type Lang, translate, visibleText } from '@listok/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { preconditionFailed } from '../backend/preconditions.js';
import type { PutOutcome } from '../backend/put-object.js';
import { ns, refuseProperty, refuseWith, sendText } from '../dav-xml.js';
import { lineRead, type ReadTodo, readTodo } from '../ics-read.js';
import { type DavMethod, notFound, preconditionsOf } from './dav-call.js';

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

/** The answer to what came of a PUT (backend/put-object.ts). */
function answer(reply: FastifyReply, outcome: PutOutcome, lang: Lang) {
  switch (outcome.kind) {
    case 'stored':
      if (outcome.etag) reply.header('etag', outcome.etag);
      return reply.code(outcome.made ? 201 : 204).send();
    case 'precondition-failed':
      return reply.code(412).send();
    case 'no-summary':
      return sendText(reply, 400, 'No SUMMARY');
    case 'on-the-list':
      // The app shows the one the list has after its next sync.
      return sendText(reply, 409, 'On the list already');
    case 'ticked-item-unchanged':
      // The app is told why (Listok's precondition) and keeps the item as Listok has it after its next read.
      return refuseWith(reply, 403, { ns: ns.listok, local: 'ticked-item-unchanged' });
    case 'invalid':
      return refuseProperty(reply, outcome.property, translate(lang, outcome.messageKey));
  }
}

/**
 * PUT of a calendar object (RFC 4791 §5.3.2): the VTODO is read (ics-read.ts) and its texts held to the API's rules
 * before anything is made or changed; then the backend stores it (backend/put-object.ts): a new to-do through smart
 * entry, a change of one the list has in one transaction under the list's lock. A body without a VTODO, or with a
 * text the rules refuse, changes nothing; its preconditions are answered first, as for any write.
 */
export const put: DavMethod = {
  path: 'resource',
  body: 'none',
  async handle({ request, reply, user, target, backend }) {
    if (target.kind !== 'item' && target.kind !== 'list') return reply.code(405).send();
    const list = await backend.calendarAt(target.collection);
    if (!list) return notFound(reply);
    // A calendar is made by MKCALENDAR, not written whole.
    if (target.kind === 'list') return reply.code(405).send();
    const text = typeof request.body === 'string' ? request.body : '';
    const conditions = preconditionsOf(request);
    const todo = readTodo(text, user.timeZone);
    const broken = todo && brokenText(todo, user.lang);
    if (!todo || broken) {
      if (preconditionFailed(conditions, await backend.objectAt(list, target.file))) return reply.code(412).send();
      if (broken) return refuseProperty(reply, broken.property, broken.message);
      return sendText(reply, 400, 'No VTODO in the body');
    }
    return answer(reply, await backend.putObject(list, target.file, { text, todo, conditions }), user.lang);
  },
};
