import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyReply } from 'fastify';
import { escapeXml } from '../../lib/xml-text.js';

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

/** The namespace prefixes declared on an element, and those of the elements around it. */
interface Scope {
  names: Map<string, string>;
  outer: Scope | undefined;
}

/** The namespace a prefix names where the scope is (`''`: the default namespace). */
function namespaceOf(scope: Scope | undefined, prefix: string): string | undefined {
  for (let at = scope; at; at = at.outer) {
    const found = at.names.get(prefix);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An element with its namespaces resolved; a scope is made only where an element declares some (no copies). */
function toElement(node: Ordered, outer: Scope | undefined): XmlElement | undefined {
  const tag = Object.keys(node).find((key) => key !== ':@' && key !== '#text' && !key.startsWith('?'));
  if (!tag) return undefined;
  const attributes = node[':@'] ?? {};
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'xmlns') names.set('', value);
    else if (name.startsWith('xmlns:')) names.set(name.slice(6), value);
  }
  const scope = names.size > 0 ? { names, outer } : outer;
  const [prefix, local] = tag.includes(':') ? (tag.split(':', 2) as [string, string]) : ['', tag];
  const content = (node[tag] as Ordered[]) ?? [];
  const children = content.flatMap((child) => toElement(child, scope) ?? []);
  const text = content.map((child) => (typeof child['#text'] === 'string' ? child['#text'] : '')).join('');
  return { name: { ns: namespaceOf(scope, prefix) ?? '', local }, attributes, children, text };
}

/**
 * How much a request may ask of the server: a calendar object's bytes (PUT), an XML body's bytes and its tags (a
 * multiget of a full list's items has about two per item). Bodies are bounded before anything reads them, so that
 * no request holds the event loop for long (bench row "caldav: hostile PUTs").
 */
export const davBodyLimits = { objectBytes: 256 * 1024, xmlBytes: 512 * 1024, xmlTags: 12_000 } as const;

/** A body with more tags than `davBodyLimits.xmlTags`: answered 413, unread. */
export class TooManyTags extends Error {}

function tagsOf(body: string): number {
  let count = 0;
  for (let at = body.indexOf('<'); at >= 0; at = body.indexOf('<', at + 1)) count += 1;
  return count;
}

/**
 * The root element of a request body; undefined for none (an empty body). A body that is not well-formed XML, has
 * more than one root, or declares a DOCTYPE (entity expansion is no business of a to-do list), throws; one with too
 * many tags throws `TooManyTags` before it is parsed.
 */
export function parseXml(body: string): XmlElement | undefined {
  if (body.trim() === '') return undefined;
  if (tagsOf(body) > davBodyLimits.xmlTags) throw new TooManyTags();
  if (/<!DOCTYPE/i.test(body)) throw new Error('DOCTYPE refused');
  if (XMLValidator.validate(body) !== true) throw new Error('not well-formed');
  const roots = (parser.parse(body) as Ordered[]).flatMap((node) => toElement(node, undefined) ?? []);
  if (roots.length !== 1) throw new Error('one root element is needed');
  return roots[0];
}

export const is = (element: XmlElement, namespace: string, local: string): boolean =>
  element.name.ns === namespace && element.name.local === local;

export const childNamed = (element: XmlElement, namespace: string, local: string): XmlElement | undefined =>
  element.children.find((child) => is(child, namespace, local));

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
export function errorBody(condition: XmlName, more = ''): string {
  const names = Object.entries(prefixes)
    .map(([uri, prefix]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>\n<d:error${names}>${element(condition)}${more}</d:error>`;
}

/** Answers in plain text: a refusal a person may read in the app's log. */
export const sendText = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(message);

/** Answers a refusal that names its precondition (`errorBody`). */
export const refuseWith = (reply: FastifyReply, status: number, condition: XmlName) =>
  reply.code(status).type('application/xml; charset=utf-8').send(errorBody(condition));

/**
 * Answers 400 for a calendar object one of whose properties breaks a rule of the API's (RFC 4791 §5.3.2.1
 * valid-calendar-object-resource), naming the property and why, in the user's language.
 */
export const refuseProperty = (reply: FastifyReply, property: string, message: string) =>
  reply
    .code(400)
    .type('application/xml; charset=utf-8')
    .send(
      errorBody(
        { ns: ns.caldav, local: 'valid-calendar-object-resource' },
        `${element({ ns: ns.listok, local: 'property' }, escapeXml(property))}${element({ ns: ns.listok, local: 'message' }, escapeXml(message))}`,
      ),
    );

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
