import { translate } from '@listok/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { tokenLimit } from '../../plugins/api-tokens.js';
import { toAppError } from '../../plugins/errors.js';
import { davBackend } from './backend/dav-backend.js';
import { basicAllowed, basicCredentials, type DavUser, davUser } from './dav-auth.js';
import { davHost, davPaths } from './dav-props.js';
import { targetOf } from './dav-target.js';
import { davBodyLimits, parseXml, sendText, TooManyTags, type XmlElement } from './dav-xml.js';
import { type DavMethod, notFound } from './methods/dav-call.js';
import { del } from './methods/delete.js';
import { get } from './methods/get.js';
import { mkcalendar } from './methods/mkcalendar.js';
import { type DavMethodName, davMethodNames, options } from './methods/options.js';
import { propfind } from './methods/propfind.js';
import { proppatch } from './methods/proppatch.js';
import { put } from './methods/put.js';
import { report } from './methods/report.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a CalDAV request, by their app password (features/caldav). */
    davUser: DavUser | null;
  }
}

/** Each method's module (methods/); HEAD is GET without its body. */
const methods: Record<DavMethodName | 'HEAD', DavMethod> = {
  OPTIONS: options,
  PROPFIND: propfind,
  PROPPATCH: proppatch,
  REPORT: report,
  MKCALENDAR: mkcalendar,
  GET: get,
  HEAD: get,
  PUT: put,
  DELETE: del,
};

/** An XML body's root element (undefined for an empty body), or the answer to a body that cannot be read. */
function xmlOf(request: FastifyRequest): { body: XmlElement | undefined } | { status: 400 | 413; message: string } {
  try {
    return { body: parseXml(typeof request.body === 'string' ? request.body : '') };
  } catch (error) {
    if (error instanceof TooManyTags) return { status: 413, message: 'Too many XML elements' };
    return { status: 400, message: 'The body is no well-formed XML with one root element' };
  }
}

/** Answers a request with its method's module, at the resource its path names for the user. */
async function dispatch(request: FastifyRequest, reply: FastifyReply) {
  const method = methods[request.method as DavMethodName | 'HEAD'];
  if (method.path === 'any') return method.answer(reply);
  const user = request.davUser!;
  const target = targetOf(request.url.split('?')[0] ?? '', user.id);
  if (!target) return notFound(reply);
  let body: XmlElement | undefined;
  if (method.body === 'xml') {
    const read = xmlOf(request);
    if ('status' in read) return sendText(reply, read.status, read.message);
    body = read.body;
  }
  const backend = davBackend(request.server, user, davHost(request));
  return method.handle({ request, reply, user, target, backend, body });
}

/**
 * The CalDAV server (RFC 4791; docs/integrations.md, "Your lists in other apps"): every active list of the user is a
 * calendar collection of VTODOs, read and written by calendar apps with an app password over HTTP Basic. Here:
 * registration, authentication and the resource a path names; each method is a module of methods/, and what they
 * read and write is the backend's (backend/dav-backend.ts).
 */
export const davRoutes: FastifyPluginAsync = async (app) => {
  for (const method of davMethodNames) {
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

    // The root, and everything under it; a calendar object (PUT) is bounded tighter than an XML body (413 beyond).
    const xmlMethods = davMethodNames.filter((method) => method !== 'PUT');
    for (const url of ['/dav/', '/dav/*']) {
      dav.route({ method: xmlMethods, url, handler: dispatch, bodyLimit: davBodyLimits.xmlBytes });
      dav.route({ method: 'PUT', url, handler: dispatch, bodyLimit: davBodyLimits.objectBytes });
    }
  });
};
