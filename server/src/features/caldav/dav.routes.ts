import { translate } from '@listok/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { tokenLimit } from '../../plugins/api-tokens.js';
import { toAppError } from '../../plugins/errors.js';
import type { DavList } from './backend/calendars.js';
import { type DavBackend, davBackend } from './backend/dav-backend.js';
import { basicAllowed, basicCredentials, type DavUser, davUser } from './dav-auth.js';
import { deleteCalendar, makeCalendar, patchCalendar } from './dav-collections.js';
import {
  askedProps,
  davHost,
  davPaths,
  homeProps,
  itemProps,
  listProps,
  type Props,
  principalProps,
  propsResponse,
  rootProps,
} from './dav-props.js';
import { calendarReport } from './dav-report.js';
import { type SyncReader, syncCollection, syncTokenOf } from './dav-sync.js';
import { deleteItem, putItem } from './dav-write.js';
import {
  davBodyLimits,
  is,
  ns,
  parseXml,
  refuseWith,
  sendMultistatus,
  sendText,
  TooManyTags,
  type XmlElement,
  type XmlName,
} from './dav-xml.js';
import { itemObject, type TodoFacts } from './vtodo.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a CalDAV request, by their app password (features/caldav). */
    davUser: DavUser | null;
  }
}

/** The methods of the CalDAV server (HEAD comes with GET). */
const davMethods = ['OPTIONS', 'PROPFIND', 'PROPPATCH', 'REPORT', 'MKCALENDAR', 'GET', 'PUT', 'DELETE'] as const;

/** What the path of a CalDAV request names; a list and an item by the last part of their address (decoded). */
type Target =
  | { kind: 'root' }
  | { kind: 'principal' }
  | { kind: 'home' }
  | { kind: 'list'; collection: string }
  | { kind: 'item'; collection: string; file: string };

/** A part of a path, decoded; undefined when it is not percent-encoded right, empty, or too long. */
function partOf(part: string | undefined): string | undefined {
  try {
    const decoded = decodeURIComponent(part ?? '');
    return decoded !== '' && decoded.length <= 255 && !decoded.includes('/') ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** The resource a path names for this user; undefined for anything else (another user's, or no such path). */
function targetOf(path: string, userId: number): Target | undefined {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'dav') return undefined;
  if (parts.length === 1) return { kind: 'root' };
  const [, area, owner, list, file] = parts;
  if (owner !== String(userId) || parts.length > 5) return undefined;
  if (area === 'principals' && parts.length === 3) return { kind: 'principal' };
  if (area !== 'calendars') return undefined;
  if (parts.length === 3) return { kind: 'home' };
  // A list's address: its id, or the name a calendar app gave a list it made (dav-collections.ts).
  const collection = partOf(list);
  if (collection === undefined) return undefined;
  if (parts.length === 4) return { kind: 'list', collection };
  // An item's name: `<id>.ics`, or the name a calendar app gave a to-do it made (dav.repo.ts itemNamed).
  const name = partOf(file);
  return name?.endsWith('.ics') ? { kind: 'item', collection, file: name } : undefined;
}

/** The backend of the request's user (backend/dav-backend.ts). */
const backendOf = (request: FastifyRequest): DavBackend =>
  davBackend(request.server, request.davUser!, davHost(request));

const readerOf = (request: FastifyRequest): SyncReader => ({
  userId: request.davUser!.id,
  tokenId: request.davUser!.token!.id,
  lang: request.davUser!.lang,
  host: davHost(request),
});

const notFound = (reply: FastifyReply) => sendText(reply, 404, 'Not found');

/** The responses of a PROPFIND on a target, with its members at depth 1. */
async function propfind(request: FastifyRequest, target: Target, depth: number, asked: XmlName[] | 'all') {
  const user = request.davUser!;
  const one = (path: string, props: Props) => propsResponse(path, props, asked);
  switch (target.kind) {
    case 'root':
      return [one(davPaths.root, rootProps(user.id))];
    case 'principal':
      return [one(davPaths.principal(user.id), principalProps(user))];
    case 'home': {
      const answers = [one(davPaths.home(user.id), homeProps(user.id))];
      if (depth === 0) return answers;
      const lists = await backendOf(request).calendarsOf();
      const reader = readerOf(request);
      const listAnswer = (list: DavList) =>
        one(davPaths.list(user.id, list.collection), listProps(user.id, list, syncTokenOf(list, reader)));
      return [...answers, ...lists.map(listAnswer)];
    }
    case 'list': {
      const backend = backendOf(request);
      const list = await backend.calendarAt(target.collection);
      if (!list) return undefined;
      const token = syncTokenOf(list, readerOf(request));
      const answers = [one(davPaths.list(user.id, list.collection), listProps(user.id, list, token))];
      if (depth === 0) return answers;
      const items = await backend.objectsOf(list);
      const itemPath = (item: TodoFacts) => davPaths.item(user.id, list.collection, item.fileName);
      return [...answers, ...items.map((item) => one(itemPath(item), itemProps(item)))];
    }
    case 'item': {
      const backend = backendOf(request);
      const list = await backend.calendarAt(target.collection);
      const item = list && (await backend.objectAt(list, target.file));
      return item ? [one(davPaths.item(user.id, list.collection, item.fileName), itemProps(item))] : undefined;
    }
  }
}

/**
 * The CalDAV server (RFC 4791; docs/integrations.md, "Your lists in other apps"): every active list of the user is a
 * calendar collection of VTODOs, read by calendar apps with an app password over HTTP Basic: discovery, PROPFIND,
 * calendar-query and calendar-multiget, GET, and PUT and DELETE of the items a list has (dav-write.ts).
 */
export const davRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  for (const method of davMethods) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
  app.decorateRequest('davUser', null);
  // Bodies are XML, whatever type a client names (some name none).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const limit = tokenLimit(app, (request) => request.davUser?.token);

  // RFC 6764: a client told only the server's name finds the DAV root here.
  app.route({
    method: ['GET', 'PROPFIND'],
    url: '/.well-known/caldav',
    handler: (_request, reply) => reply.code(301).header('location', davPaths.root).send(),
  });
  // A client given only the server's address asks its root (the caldav library, DAVx⁵ without discovery).
  app.route({
    method: 'PROPFIND',
    url: '/',
    handler: (_request, reply) => reply.code(301).header('location', davPaths.root).send(),
  });

  app.register(async (dav) => {
    // A refusal of the app's (a quota, a full list, too many calls, too large a body) in plain text in the user's
    // language, with its status and Retry-After; anything else is the app's error answer (a 500 is a bug).
    dav.setErrorHandler((error, request, reply) => {
      const refusal = toAppError(error);
      if (!refusal || refusal.status >= 500) throw error;
      const seconds = refusal.options.params?.seconds;
      if (refusal.status === 429 && typeof seconds === 'number') reply.header('retry-after', String(seconds));
      const lang = request.davUser?.lang ?? request.lang;
      return sendText(reply, refusal.status, translate(lang, `errors.${refusal.code}`, refusal.options.params));
    });
    dav.addHook('onRequest', async (request, reply) => {
      if (!basicAllowed(request)) {
        return sendText(reply, 403, 'CalDAV needs HTTPS');
      }
      const credentials = basicCredentials(request.headers.authorization);
      const user = credentials && (await davUser(app, request.ip, credentials));
      if (!user) {
        reply.header('www-authenticate', 'Basic realm="Listok", charset="UTF-8"');
        return sendText(reply, 401, 'An app password is needed (Settings → Access tokens)');
      }
      request.davUser = user;
      await limit.call(dav, request, reply);
    });

    /** PUT and DELETE of an item, and DELETE of a list's collection. */
    const write = async (request: FastifyRequest, reply: FastifyReply, target: Target) => {
      if (target.kind !== 'item' && target.kind !== 'list') return reply.code(405).send();
      const backend = backendOf(request);
      const list = await backend.calendarAt(target.collection);
      if (!list) return notFound(reply);
      if (target.kind === 'list') {
        return request.method === 'DELETE' ? deleteCalendar(reply, backend, list) : reply.code(405).send();
      }
      return request.method === 'PUT'
        ? putItem(request, reply, backend, list, target.file)
        : deleteItem(request, reply, backend, list, target.file);
    };

    /** GET of an item: its calendar object and ETag. */
    const getItem = async (request: FastifyRequest, reply: FastifyReply, target: Target) => {
      if (target.kind !== 'item') return reply.code(405).send();
      const backend = backendOf(request);
      const list = await backend.calendarAt(target.collection);
      const item = list && (await backend.objectAt(list, target.file));
      if (!list || !item) return notFound(reply);
      const { text, etag } = itemObject(item);
      return reply.header('etag', etag).type('text/calendar; charset=utf-8').send(text);
    };

    /** REPORT on a list's collection: sync-collection, calendar-query, calendar-multiget. */
    const report = async (request: FastifyRequest, reply: FastifyReply, target: Target, body: XmlElement) => {
      if (target.kind !== 'list') return reply.code(403).send();
      const backend = backendOf(request);
      const list = await backend.calendarAt(target.collection);
      if (!list) return notFound(reply);
      if (is(body, ns.dav, 'sync-collection')) {
        const answer = await syncCollection(db, backend, body, list, readerOf(request));
        return 'invalidToken' in answer
          ? refuseWith(reply, 403, { ns: ns.dav, local: 'valid-sync-token' })
          : sendMultistatus(reply, answer.responses, answer.token);
      }
      const items = await backend.objectsOf(list);
      const responses = calendarReport(body, { userId: request.davUser!.id, collection: list.collection, items });
      return responses ? sendMultistatus(reply, responses) : reply.code(403).send();
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.davUser!;
      if (request.method === 'OPTIONS') {
        return reply
          .header('dav', '1, 3, calendar-access')
          .header('allow', `${davMethods.join(', ')}, HEAD`)
          .code(200)
          .send();
      }
      const target = targetOf(request.url.split('?')[0] ?? '', user.id);
      if (!target) return notFound(reply);
      if (request.method === 'PUT' || request.method === 'DELETE') return write(request, reply, target);
      if (request.method === 'GET') return getItem(request, reply, target);
      let body: XmlElement | undefined;
      try {
        body = parseXml(typeof request.body === 'string' ? request.body : '');
      } catch (error) {
        if (error instanceof TooManyTags) return sendText(reply, 413, 'Too many XML elements');
        return sendText(reply, 400, 'The body is no well-formed XML with one root element');
      }
      if (request.method === 'PROPFIND') {
        if (body && !is(body, ns.dav, 'propfind')) return reply.code(400).send();
        const depth = request.headers.depth === '0' ? 0 : 1;
        const responses = await propfind(request, target, depth, askedProps(body));
        return responses ? sendMultistatus(reply, responses) : notFound(reply);
      }
      if (request.method === 'MKCALENDAR') {
        if (target.kind !== 'list') return reply.code(403).send();
        const backend = backendOf(request);
        if (await backend.calendarAt(target.collection)) return reply.code(405).send();
        return makeCalendar(request, reply, backend, target.collection, body);
      }
      if (request.method === 'PROPPATCH') {
        if (target.kind !== 'list') return reply.code(403).send();
        const backend = backendOf(request);
        const list = await backend.calendarAt(target.collection);
        return list ? patchCalendar(request, reply, backend, list, body) : notFound(reply);
      }
      return body ? report(request, reply, target, body) : reply.code(400).send();
    };
    // The root, and everything under it; a calendar object (PUT) is bounded tighter than an XML body (413 beyond).
    const xmlMethods = davMethods.filter((method) => method !== 'PUT');
    for (const url of ['/dav/', '/dav/*']) {
      dav.route({ method: xmlMethods, url, handler, bodyLimit: davBodyLimits.xmlBytes });
      dav.route({ method: 'PUT', url, handler, bodyLimit: davBodyLimits.objectBytes });
    }
  });
};
