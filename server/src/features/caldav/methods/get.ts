import { itemObject } from '../vtodo.js';
import { type DavMethod, notFound } from './dav-call.js';

/** GET (and HEAD) of a calendar object: its text and ETag; of anything else, 405. */
export const get: DavMethod = {
  path: 'resource',
  body: 'none',
  async handle({ reply, target, backend }) {
    if (target.kind !== 'item') return reply.code(405).send();
    const list = await backend.calendarAt(target.collection);
    const item = list && (await backend.objectAt(list, target.file));
    if (!item) return notFound(reply);
    const { text, etag } = itemObject(item);
    return reply.header('etag', etag).type('text/calendar; charset=utf-8').send(text);
  },
};
