import { XMLParser } from 'fast-xml-parser';
import type { FastifyReply } from 'fastify';

// The XML of WebDAV and CalDAV (RFC 4918, 4791): request bodies read with their namespaces resolved, and the
// multistatus answers written.

export const ns = {
  dav: 'DAV:',
  caldav: 'urn:ietf:params:xml:ns:caldav',
  cs: 'http://calendarserver.org/ns/',
  ical: 'http://apple.com/ns/ical/',
  /** Listok's own properties: a list's kind. */
  listok: 'https://listok.app/ns/caldav',
} as const;

/** An element's name: its namespace and local name. */
export interface XmlName {
  ns: string;
  local: string;
}

/** An element of a request body: its name, attributes (by their written names), children and text. */
export interface XmlElement {
  name: XmlName;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: true,
  parseTagValue: false,
  processEntities: true,
});

function toElement(node: Ordered, scope: Record<string, string>): XmlElement | undefined {
  const tag = Object.keys(node).find((key) => key !== ':@' && key !== '#text' && !key.startsWith('?'));
  if (!tag) return undefined;
  const attributes = node[':@'] ?? {};
  const inScope = { ...scope };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'xmlns') inScope[''] = value;
    else if (name.startsWith('xmlns:')) inScope[name.slice(6)] = value;
  }
  const [prefix, local] = tag.includes(':') ? (tag.split(':', 2) as [string, string]) : ['', tag];
  const content = (node[tag] as Ordered[]) ?? [];
  const children = content.flatMap((child) => toElement(child, inScope) ?? []);
  const text = content.map((child) => (typeof child['#text'] === 'string' ? child['#text'] : '')).join('');
  return { name: { ns: inScope[prefix] ?? '', local }, attributes, children, text };
}

/**
 * The root element of a request body; undefined for none (an empty body). A body that is not XML, or declares a
 * DOCTYPE (entity expansion is no business of a to-do list), throws.
 */
export function parseXml(body: string): XmlElement | undefined {
  if (body.trim() === '') return undefined;
  if (/<!DOCTYPE/i.test(body)) throw new Error('DOCTYPE refused');
  const nodes = parser.parse(body) as Ordered[];
  for (const node of nodes) {
    const element = toElement(node, {});
    if (element) return element;
  }
  throw new Error('no root element');
}

export const is = (element: XmlElement, namespace: string, local: string): boolean =>
  element.name.ns === namespace && element.name.local === local;

export const childNamed = (element: XmlElement, namespace: string, local: string): XmlElement | undefined =>
  element.children.find((child) => is(child, namespace, local));

/** XML's five special characters as entities. */
export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const prefixes: Record<string, string> = {
  [ns.dav]: 'd',
  [ns.caldav]: 'c',
  [ns.cs]: 'cs',
  [ns.ical]: 'x',
  [ns.listok]: 'l',
};

/** An element of an answer, `<d:getetag>"…"</d:getetag>`; a namespace of its own is declared on it. */
export function element(name: XmlName, inner = ''): string {
  const prefix = prefixes[name.ns];
  const tag = prefix ? `${prefix}:${name.local}` : name.ns ? `o:${name.local}` : name.local;
  const declaration = prefix || !name.ns ? '' : ` xmlns:o="${escapeXml(name.ns)}"`;
  return inner === '' ? `<${tag}${declaration}/>` : `<${tag}${declaration}>${inner}</${tag}>`;
}

/** A property's value found for a resource, or a property it does not have. */
export type PropValue = { name: XmlName; inner: string };

/**
 * One `<d:response>`: the resource's href, the properties found (200), those it has not (404) and, of a PROPPATCH,
 * those it may not change (403).
 */
export function response(href: string, found: PropValue[], missing: XmlName[] = [], forbidden: XmlName[] = []): string {
  const stat = (props: string, status: string) =>
    `<d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 ${status}</d:status></d:propstat>`;
  return `<d:response><d:href>${escapeXml(href)}</d:href>${[
    found.length > 0 ? stat(found.map((p) => element(p.name, p.inner)).join(''), '200 OK') : '',
    missing.length > 0 ? stat(missing.map((name) => element(name)).join(''), '404 Not Found') : '',
    forbidden.length > 0 ? stat(forbidden.map((name) => element(name)).join(''), '403 Forbidden') : '',
  ].join('')}</d:response>`;
}

/** A response for a resource that is gone (sync-collection) or not found (multiget). */
export const statusResponse = (href: string, status: string): string =>
  `<d:response><d:href>${escapeXml(href)}</d:href><d:status>HTTP/1.1 ${status}</d:status></d:response>`;

/**
 * The body of a refusal that names its precondition (RFC 4918 §16, RFC 4791 §1.3), e.g. a sync token this server does
 * not know (RFC 6578 §3.2).
 */
export function errorBody(condition: XmlName): string {
  const names = Object.entries(prefixes)
    .map(([uri, prefix]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<d:error${names}>${element(condition)}</d:error>`;
}

/** Answers in plain text: a refusal a person may read in the app's log. */
export const sendText = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(message);

/** Answers a refusal that names its precondition (`errorBody`). */
export const refuseWith = (reply: FastifyReply, status: number, condition: XmlName) =>
  reply.code(status).type('application/xml; charset=utf-8').send(errorBody(condition));

/** The whole multistatus answer of its responses (with a sync token, for sync-collection). */
export function multistatus(responses: string[], syncToken?: string): string {
  const token = syncToken === undefined ? '' : `<d:sync-token>${escapeXml(syncToken)}</d:sync-token>`;
  const names = Object.entries(prefixes)
    .map(([uri, prefix]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus${names}>${responses.join('')}${token}</d:multistatus>`;
}

/** Answers a multistatus (207) of its responses, with a sync token for sync-collection. */
export const sendMultistatus = (reply: FastifyReply, responses: string[], syncToken?: string) =>
  reply.code(207).type('application/xml; charset=utf-8').send(multistatus(responses, syncToken));
