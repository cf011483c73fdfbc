import type { Lang } from '@listok/contract';
import { or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { assertUnderSignInLimits, recordSignInFailure, signInSucceeded } from '../../lib/sign-in-limits.js';
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

/** The account a Basic name stands for: a user by their username or email (either, ignoring case), or none. */
async function namedUser(db: Executor, login: string) {
  const named = login.toLowerCase();
  const [row] = await db
    .select({ id: users.id, lang: users.lang })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${named}`, sql`lower(${users.email}) = ${named}`))
    .limit(1);
  return row;
}

/**
 * The user whose app password this is, named by their username or email (either, ignoring case); undefined for
 * anything else: an unknown or revoked token, a token of another scope, or of another user. Failures are limited as
 * the password sign-in's are (lib/sign-in-limits.ts), under accounts of their own (`caldav:user:<id>`, or
 * `caldav:login:<name>` for a name no account has), so a calendar app left with a revoked password does not lock its
 * owner's browser out: over a limit, 429 `TOO_MANY_LOGIN_FAILURES` before the password is looked at. Only failures
 * are recorded, after the check: a calendar app sends requests at once, each signed in, and counting each as a failure
 * until it passed would refuse an app its own parallel requests (a burst of wrong ones can so pass the limit by the
 * requests in flight; an app password is 256 random bits, the limit bounds the work, not a guess).
 */
export async function davUser(
  app: FastifyInstance,
  address: string,
  { login, password }: { login: string; password: string },
): Promise<DavUser | undefined> {
  const named = await namedUser(app.db, login);
  const attempt = { account: named ? `caldav:user:${named.id}` : `caldav:login:${login.toLowerCase()}`, address };
  const failures = await assertUnderSignInLimits(app, attempt);
  const user = await tokenUser(app.db, password, new Date());
  if (!named || user?.token?.scope !== 'caldav' || user.id !== named.id) {
    await recordSignInFailure(app.db, attempt);
    return undefined;
  }
  if (failures > 0) await signInSucceeded(app.db, attempt);
  return { ...user, lang: named.lang };
}
