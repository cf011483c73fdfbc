import { kindFromName, type ListKind, ListName, listKinds, translate } from '@listok/contract';
import { davPaths } from '../dav-props.js';
import { childNamed, is, ns, refuseWith, sendText, type XmlElement } from '../dav-xml.js';
import type { DavMethod } from './dav-call.js';

/** The kind of a list a calendar app makes: as it names it (Listok's own property), else as its name says, else to-do. */
export function kindOfNew(name: string, asked: string | undefined): ListKind {
  const named = listKinds.find((kind) => kind === asked?.trim());
  return named ?? kindFromName(name) ?? 'todo';
}

/** The properties a MKCALENDAR sets (`d:set/d:prop/*`). */
function setProps(body: XmlElement | undefined): XmlElement[] {
  if (!body) return [];
  return body.children
    .filter((child) => is(child, ns.dav, 'set'))
    .flatMap((change) => childNamed(change, ns.dav, 'prop')?.children ?? []);
}

/**
 * MKCALENDAR (RFC 4791 §5.3.1) at an address of the home no list has: a new list named by the app's display name, of
 * the kind Listok's `list-kind` property names or its name says (a to-do list otherwise), found at that address by
 * this user's apps from then on. A calendar of events only is refused: Listok keeps to-dos.
 */
export const mkcalendar: DavMethod = {
  path: 'resource',
  body: 'xml',
  async handle({ reply, user, target, backend, body }) {
    if (target.kind !== 'list') return reply.code(403).send();
    const { collection } = target;
    if (await backend.calendarAt(collection)) return reply.code(405).send();
    if (/^\d+$/.test(collection)) return sendText(reply, 403, 'An address of digits names a list by its id');
    const set = setProps(body);
    const components = set.find((prop) => is(prop, ns.caldav, 'supported-calendar-component-set'));
    const kinds = components?.children.map((comp) => comp.attributes.name?.toUpperCase());
    if (kinds && !kinds.includes('VTODO')) {
      return refuseWith(reply, 403, { ns: ns.caldav, local: 'supported-calendar-component' });
    }
    const displayName = set.find((prop) => is(prop, ns.dav, 'displayname'))?.text;
    const name = ListName.safeParse(displayName ?? translate(user.lang, 'caldav.newList'));
    if (!name.success)
      return sendText(reply, 400, translate(user.lang, name.error.issues[0]?.message ?? 'errors.VALIDATION_FAILED'));
    const kind = kindOfNew(name.data, set.find((prop) => is(prop, ns.listok, 'list-kind'))?.text);
    // The address of a list of the user's that is finished (not offered) is taken too.
    if (!(await backend.makeCalendar(collection, name.data, kind))) return reply.code(405).send();
    return reply.code(201).header('location', davPaths.list(user.id, collection)).send();
  },
};
