import { type ListKind, ListName, listKinds, translate } from '@listok/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DavList } from './backend/calendars.js';
import type { DavBackend } from './backend/dav-backend.js';
import { davPaths, keyOf } from './dav-props.js';
import {
  childNamed,
  is,
  ns,
  refuseWith,
  response,
  sendMultistatus,
  sendText,
  type XmlElement,
  type XmlName,
} from './dav-xml.js';

// A calendar app's changes of its calendars: MKCALENDAR makes a list, PROPPATCH of the display name renames one, and
// DELETE of a collection takes the list away from the app's user (docs/integrations.md).

/** Words of a list's name that say what it is for, when a calendar app makes one (a to-do list otherwise). */
const kindWords: [ListKind, RegExp][] = [
  ['shopping', /покуп|продукт|магазин|рынок|grocer|shopping|supermarket/i],
  ['packing', /собрать|сбор|чемодан|в поездку|в отпуск|на дачу|packing|to pack|luggage/i],
  ['wishlist', /желан|подар|хочу|wish|gift/i],
];

/** The kind of a list a calendar app makes: as it names it (Listok's own property), else as its name says. */
export function kindOfNew(name: string, asked: string | undefined): ListKind {
  const named = listKinds.find((kind) => kind === asked?.trim());
  return named ?? kindWords.find(([, words]) => words.test(name))?.[0] ?? 'todo';
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
export async function makeCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  backend: DavBackend,
  collection: string,
  body: XmlElement | undefined,
) {
  const user = request.davUser!;
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
}

/**
 * PROPPATCH of a list's collection: the display name renames the list (its owner's right; 403 for a member). The
 * other properties apps set (colour, order, description) are Listok's own and refused (403) each, while the name is
 * still taken: apps send them together, and a rename should not fail for a colour. Several of one property in a body
 * are one change, the last (RFC 4918 §9.2: instructions in document order): at most one rename, each name answered
 * once.
 */
export async function patchCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  backend: DavBackend,
  list: DavList,
  body: XmlElement | undefined,
) {
  const user = request.davUser!;
  if (!body || !is(body, ns.dav, 'propertyupdate')) return sendText(reply, 400, 'A propertyupdate is needed');
  // Each property once, as its last instruction in the body says.
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
  const done: XmlName[] = [];
  const refused: XmlName[] = [];
  for (const { prop, setting } of last.values()) {
    const name =
      setting && is(prop, ns.dav, 'displayname') && list.can.rename ? ListName.safeParse(prop.text) : undefined;
    if (name?.success && (await backend.renameCalendar(list, name.data))) done.push(prop.name);
    else refused.push(prop.name);
  }
  const href = davPaths.list(user.id, list.collection);
  // One response for the collection: what was set (200) and what was refused (403), RFC 4918 §9.2.
  const taken = done.map((name) => ({ name, inner: '' }));
  const answers = [response(href, taken, [], refused)];
  return sendMultistatus(reply, answers);
}

/** DELETE of a list's collection: its owner deletes the list, any other member leaves it. */
export async function deleteCalendar(reply: FastifyReply, backend: DavBackend, list: DavList) {
  await backend.removeCalendar(list);
  return reply.code(204).send();
}
