import type { Lang } from '@listok/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type SessionUser, tokenUser } from '../../plugins/sessions.js';

/** Who a CalDAV request comes from: a user by an app password (a token of scope `caldav`), and their language. */
export type DavUser = SessionUser & { lang: Lang };

/** The name and password of an HTTP Basic header (RFC 7617, UTF-8); undefined without one. */
export function basicCredentials(header: string | undefined): { login: string; password: string } | undefined {
  if (!header || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A loopback address (the machine itself, or a TLS proxy on it). */
const isLoopback = (address: string | undefined) =>
  address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true;

/**
 * Basic sends the password as it is: it is taken over HTTPS (or through a proxy that says so), or from the machine
 * itself (a proxy on it, a test), never over plain HTTP from elsewhere.
 */
export const basicAllowed = (request: FastifyRequest): boolean =>
  request.protocol === 'https' || isLoopback(request.socket.remoteAddress);

/**
 * The user whose app password this is, named by their username or email (either, ignoring case); undefined for
 * anything else: an unknown or revoked token, a token of another scope, or of another user.
 */
export async function davUser(db: Executor, login: string, password: string): Promise<DavUser | undefined> {
  const user = await tokenUser(db, password, new Date());
  if (user?.token?.scope !== 'caldav') return undefined;
  const named = login.toLowerCase();
  if (user.username.toLowerCase() !== named && user.email?.toLowerCase() !== named) return undefined;
  const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, user.id));
  return { ...user, lang: row?.lang ?? 'ru' };
}
