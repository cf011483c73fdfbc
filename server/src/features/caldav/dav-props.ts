import type { ListKind } from '@listok/contract';
import { escapeXml } from '../../lib/xml-text.js';
import type { DavList } from './backend/calendars.js';
import { childNamed, ns, type PropValue, response, type XmlElement, type XmlName } from './dav-xml.js';
import { itemObject, type TodoFacts } from './vtodo.js';

// The properties of each kind of resource of the CalDAV server (docs/integrations.md): the root, the user's principal,
// their calendar home, a list as a calendar collection, and an item as a calendar object.

/** Where the user's resources live: every href is under the root. */
export const davPaths = {
  root: '/dav/',
  principal: (userId: number) => `/dav/principals/${userId}/`,
  home: (userId: number) => `/dav/calendars/${userId}/`,
  list: (userId: number, collection: string) => `/dav/calendars/${userId}/${encodeURIComponent(collection)}/`,
  item: (userId: number, collection: string, fileName: string) =>
    `/dav/calendars/${userId}/${encodeURIComponent(collection)}/${encodeURIComponent(fileName)}`,
};

/** The host a request came to, without its port: it makes the items' UIDs unique beyond this server. */
export const davHost = (request: { host: string }) => request.host.split(':')[0] ?? 'listok';

const name = (namespace: string, local: string): XmlName => ({ ns: namespace, local });
export const keyOf = (prop: XmlName) => `${prop.ns} ${prop.local}`;
const href = (path: string) => `<d:href>${escapeXml(path)}</d:href>`;

/** A resource's properties by `keyOf` name; `calendar-data` only when asked for by name. */
export type Props = Map<string, PropValue>;

function props(entries: [XmlName, string][]): Props {
  return new Map(entries.map(([prop, inner]) => [keyOf(prop), { name: prop, inner }]));
}

const who = (userId: number): [XmlName, string][] => [
  [name(ns.dav, 'current-user-principal'), href(davPaths.principal(userId))],
  [name(ns.dav, 'principal-collection-set'), href('/dav/principals/')],
];

export const rootProps = (userId: number): Props =>
  props([[name(ns.dav, 'resourcetype'), '<d:collection/>'], [name(ns.dav, 'displayname'), 'Listok'], ...who(userId)]);

export const principalProps = (user: { id: number; username: string; email: string | null }): Props =>
  props([
    [name(ns.dav, 'resourcetype'), '<d:principal/><d:collection/>'],
    [name(ns.dav, 'displayname'), escapeXml(user.username)],
    [name(ns.dav, 'principal-URL'), href(davPaths.principal(user.id))],
    [name(ns.caldav, 'calendar-home-set'), href(davPaths.home(user.id))],
    [name(ns.caldav, 'calendar-user-address-set'), user.email ? href(`mailto:${user.email}`) : ''],
    ...who(user.id),
  ]);

export const homeProps = (userId: number): Props =>
  props([[name(ns.dav, 'resourcetype'), '<d:collection/>'], [name(ns.dav, 'displayname'), 'Listok'], ...who(userId)]);

/** Each kind of list in its colour, as the app draws it. */
const kindColours: Record<ListKind, string> = {
  shopping: '#15803DFF',
  todo: '#2563EBFF',
  packing: '#D97706FF',
  wishlist: '#DB2777FF',
};

/** The user's WebDAV privileges on a list (RFC 3744 §3), as the list policy's `can` says: its owner renames it. */
const privilegesOf = ({ can }: DavList): string[] => [
  'read',
  ...(can.rename ? ['write', 'write-properties'] : []),
  ...(can.changeItems ? ['write-content', 'bind', 'unbind'] : []),
];

/**
 * A list's collection: `syncToken` is the list's sync token for the reader (dav-sync.ts), which is its ctag too: it
 * moves with anything the reader's app holds of the list (its items, its name, their language).
 */
export const listProps = (userId: number, list: DavList, syncToken: string): Props =>
  props([
    [name(ns.dav, 'resourcetype'), '<d:collection/><c:calendar/>'],
    [name(ns.dav, 'displayname'), escapeXml(list.name)],
    [name(ns.caldav, 'supported-calendar-component-set'), '<c:comp name="VTODO"/>'],
    [name(ns.cs, 'getctag'), escapeXml(syncToken)],
    [name(ns.dav, 'sync-token'), escapeXml(syncToken)],
    [name(ns.ical, 'calendar-color'), kindColours[list.kind]],
    [name(ns.listok, 'list-kind'), list.kind],
    [name(ns.dav, 'owner'), href(davPaths.principal(userId))],
    [
      name(ns.dav, 'current-user-privilege-set'),
      privilegesOf(list)
        .map((privilege) => `<d:privilege><d:${privilege}/></d:privilege>`)
        .join(''),
    ],
    [
      name(ns.dav, 'supported-report-set'),
      ['c:calendar-query', 'c:calendar-multiget', 'd:sync-collection']
        .map((report) => `<d:supported-report><d:report><${report}/></d:report></d:supported-report>`)
        .join(''),
    ],
    ...who(userId),
  ]);

export const itemProps = (item: TodoFacts, object = itemObject(item)): Props => {
  const { text, etag } = object;
  return props([
    [name(ns.dav, 'resourcetype'), ''],
    [name(ns.dav, 'getetag'), escapeXml(etag)],
    [name(ns.dav, 'getcontenttype'), 'text/calendar; charset=utf-8; component=VTODO'],
    [name(ns.dav, 'getlastmodified'), item.updatedAt.toUTCString()],
    [name(ns.caldav, 'calendar-data'), escapeXml(text)],
  ]);
};

/** What a client asked of a resource: the properties found and those it has not; all but calendar-data by default. */
export function answerProps(resource: Props, asked: XmlName[] | 'all'): { found: PropValue[]; missing: XmlName[] } {
  if (asked === 'all') {
    const found = [...resource.values()].filter((prop) => prop.name.local !== 'calendar-data');
    return { found, missing: [] };
  }
  const found: PropValue[] = [];
  const missing: XmlName[] = [];
  for (const prop of asked) {
    const value = resource.get(keyOf(prop));
    if (value) found.push(value);
    else missing.push(prop);
  }
  return { found, missing };
}

/** The properties a PROPFIND or a REPORT asks for: those its `prop` names, or all (`allprop`, or no body). */
export function askedProps(body: XmlElement | undefined): XmlName[] | 'all' {
  const prop = body && childNamed(body, ns.dav, 'prop');
  return prop ? prop.children.map((child) => child.name) : 'all';
}

/** A resource's `<d:response>` to what was asked of it (`answerProps`). */
export function propsResponse(path: string, resource: Props, asked: XmlName[] | 'all'): string {
  const { found, missing } = answerProps(resource, asked);
  return response(path, found, missing);
}
