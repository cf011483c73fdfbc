import { ListName } from '@listok/contract';
import type { DavList } from '../backend/calendars.js';
import type { DavBackend } from '../backend/dav-backend.js';
import { davPaths, keyOf } from '../dav-props.js';
import { childNamed, is, ns, response, sendMultistatus, sendText, type XmlElement, type XmlName } from '../dav-xml.js';
import { type DavMethod, notFound } from './dav-call.js';

/** Each property of a propertyupdate once, as its last instruction in the body says (RFC 4918 §9.2: document order). */
function lastChanges(body: XmlElement): { prop: XmlElement; setting: boolean }[] {
  const last = new Map<string, { prop: XmlElement; setting: boolean }>();
  for (const change of body.children) {
    const setting = is(change, ns.dav, 'set');
    if (!setting && !is(change, ns.dav, 'remove')) continue;
    for (const prop of childNamed(change, ns.dav, 'prop')?.children ?? []) {
      const key = keyOf(prop.name);
      last.delete(key);
      last.set(key, { prop, setting });
    }
  }
  return [...last.values()];
}

/** Whether the change is taken: a new display name, by a user the list policy lets rename the list. */
async function taken(backend: DavBackend, list: DavList, { prop, setting }: { prop: XmlElement; setting: boolean }) {
  const name =
    setting && is(prop, ns.dav, 'displayname') && list.can.rename ? ListName.safeParse(prop.text) : undefined;
  return name?.success === true && (await backend.renameCalendar(list, name.data));
}

/**
 * PROPPATCH of a calendar: the display name renames the list (its owner's right; 403 for a member). The other
 * properties apps set (colour, order, description) are Listok's own and refused (403) each, while the name is still
 * taken: apps send them together, and a rename should not fail for a colour. Several of one property in a body are one
 * change, the last: at most one rename, each name answered once.
 */
export const proppatch: DavMethod = {
  path: 'resource',
  body: 'xml',
  async handle({ reply, user, target, backend, body }) {
    if (target.kind !== 'list') return reply.code(403).send();
    const list = await backend.calendarAt(target.collection);
    if (!list) return notFound(reply);
    if (!body || !is(body, ns.dav, 'propertyupdate')) return sendText(reply, 400, 'A propertyupdate is needed');
    const done: XmlName[] = [];
    const refused: XmlName[] = [];
    for (const change of lastChanges(body)) {
      if (await taken(backend, list, change)) done.push(change.prop.name);
      else refused.push(change.prop.name);
    }
    // One response for the collection: what was set (200) and what was refused (403), RFC 4918 §9.2.
    const href = davPaths.list(user.id, list.collection);
    const set = done.map((name) => ({ name, inner: '' }));
    return sendMultistatus(reply, [response(href, set, [], refused)]);
  },
};
