import { type DavMethod, notFound, preconditionsOf } from './dav-call.js';

/**
 * DELETE of a calendar object: the item leaves the list (a ticked one is opened first, as the items service deletes
 * open items only), when its preconditions hold. DELETE of a calendar: the list leaves the user's calendars (its owner
 * deletes it, any other member leaves it).
 */
export const del: DavMethod = {
  path: 'resource',
  body: 'none',
  async handle({ request, reply, target, backend }) {
    if (target.kind !== 'item' && target.kind !== 'list') return reply.code(405).send();
    const list = await backend.calendarAt(target.collection);
    if (!list) return notFound(reply);
    if (target.kind === 'list') {
      await backend.removeCalendar(list);
      return reply.code(204).send();
    }
    const outcome = await backend.deleteObject(list, target.file, preconditionsOf(request));
    return reply.code(outcome === 'deleted' ? 204 : outcome === 'not-found' ? 404 : 412).send();
  },
};
