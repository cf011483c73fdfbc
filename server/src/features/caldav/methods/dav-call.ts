import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DavBackend } from '../backend/dav-backend.js';
import type { Preconditions } from '../backend/preconditions.js';
import type { DavUser } from '../dav-auth.js';
import { davHost } from '../dav-props.js';
import type { SyncReader } from '../dav-sync.js';
import type { Target } from '../dav-target.js';
import { sendText, type XmlElement } from '../dav-xml.js';

// What a method module gets (one module per method, as Radicale's app/ has them; dav.routes.ts dispatches them from
// its table): the request's user, the resource its path names, the user's backend and, for an XML method, the body.

/** One CalDAV request, authenticated, at a resource of the user's. */
export interface DavCall {
  request: FastifyRequest;
  reply: FastifyReply;
  user: DavUser;
  target: Target;
  backend: DavBackend;
  /** The root element of an XML method's body; undefined for an empty body (and for the other methods). */
  body: XmlElement | undefined;
}

/**
 * How the server answers one method: OPTIONS at any path, the others at a resource of the user's (404 elsewhere),
 * the body read first when it is XML (400 when it is not well-formed, 413 past its bounds).
 */
export type DavMethod =
  | { path: 'any'; answer(reply: FastifyReply): FastifyReply }
  | { path: 'resource'; body: 'xml' | 'none'; handle(call: DavCall): Promise<unknown> };

export const notFound = (reply: FastifyReply) => sendText(reply, 404, 'Not found');

/** Who reads a collection, for its sync token and states (dav-sync.ts). */
export const syncReaderOf = ({ request, user }: DavCall): SyncReader => ({
  userId: user.id,
  tokenId: user.token!.id,
  lang: user.lang,
  host: davHost(request),
});

/** The preconditions a write's headers name (backend/preconditions.ts). */
export const preconditionsOf = (request: FastifyRequest): Preconditions => ({
  ifMatch: request.headers['if-match'],
  ifNoneMatch: request.headers['if-none-match'],
});
