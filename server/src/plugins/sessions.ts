import type { ApiTokenScope } from '@listok/contract';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { apiTokens, pushSubscriptions, sessions, timeZones, users } from '../db/schema.js';
import { defaultTimeZone } from '../lib/dates.js';
import { unauthorized } from '../lib/errors.js';
import { bearerToken, newToken, tokenHash } from '../lib/tokens.js';

export interface SessionUser {
  id: number;
  username: string;
  /** Null for an account made by single sign-on without a confirmed email. */
  email: string | null;
  isAdmin: boolean;
  timeZone: string;
  /** Set when the caller came with an API token instead of a session (docs/api.md, API tokens). */
  token?: ApiTokenGrant;
}

/**
 * What an API token lets its bearer do: read only, or read and write; every list of the user, or these. A `caldav`
 * token is an app password: only the CalDAV server takes it (features/caldav).
 */
export interface ApiTokenGrant {
  id: number;
  scope: ApiTokenScope;
  lists: number[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    /** Hash of the current session's token (the row id), or null. */
    sessionId: string | null;
  }
}

export const sessionCookie = 'listok_session';
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const touchEveryMs = 60_000;

/** The columns a request's user is read from (a session's or a token's), and the user they make. */
const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  timeZone: timeZones.name,
};
type UserColumns = {
  id: number;
  username: string;
  email: string | null;
  role: 'user' | 'admin';
  timeZone: string | null;
};
const userOf = (row: UserColumns): SessionUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  isAdmin: row.role === 'admin',
  timeZone: row.timeZone ?? defaultTimeZone,
});

/** last_used_at of a token is written at most this often. */
const tokenTouchMs = 60_000;

/** The user a token stands for, with what it grants; undefined for an unknown or revoked token. */
export async function tokenUser(db: Executor, token: string, now: Date): Promise<SessionUser | undefined> {
  if (token.length > 200) return undefined;
  const [row] = await db
    .select({
      ...userColumns,
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lists: apiTokens.lists,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(timeZones, eq(timeZones.id, users.timeZoneId))
    .where(eq(apiTokens.tokenHash, tokenHash(token)));
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > tokenTouchMs) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.tokenId));
  }
  // A token never carries admin rights: the admin calls are account calls.
  return { ...userOf(row), isAdmin: false, token: { id: row.tokenId, scope: row.scope, lists: row.lists } };
}

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    const secure = config.publicUrl.startsWith('https:');

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    /**
     * Sessions this process looked up in the last `sessionCacheMs`, by token hash, so that a burst of requests costs one
     * session query. Signing out, revoking and changes of the user made through this process drop their entries at
     * once; another process's copy lives out its few seconds (the price, documented with SESSION_CACHE_SECONDS).
     */
    const recent = new Map<string, { user: SessionUser; lastSeenAt: number; expiresAt: number; until: number }>();
    const recentMax = 10_000;

    async function lookUp(id: string, now: Date) {
      const cached = recent.get(id);
      if (cached && cached.until > now.getTime() && cached.expiresAt > now.getTime()) return cached;
      recent.delete(id);
      const [row] = await db
        .select({
          ...userColumns,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(timeZones, eq(timeZones.id, users.timeZoneId))
        .where(
          and(
            eq(sessions.id, id),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - config.sessionIdleMs)),
          ),
        );
      if (!row) return undefined;
      const found = {
        user: userOf(row),
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        until: now.getTime() + config.sessionCacheMs,
      };
      if (config.sessionCacheMs > 0) {
        if (recent.size >= recentMax) recent.delete(recent.keys().next().value!);
        recent.set(id, found);
      }
      return found;
    }

    app.addHook('onRequest', async (request) => {
      // A bearer token stands for its user instead of the cookie (a program, not a browser: no cookie counts then).
      const bearer = bearerToken(request);
      if (bearer !== undefined) {
        request.user = (await tokenUser(db, bearer, new Date())) ?? null;
        if (!request.user) throw unauthorized();
        return;
      }
      const token = request.cookies[sessionCookie];
      if (!token || token.length > 100) return;
      const id = tokenHash(token);
      const now = new Date();
      const found = await lookUp(id, now);
      if (!found) return;
      request.sessionId = id;
      request.user = found.user;
      if (now.getTime() - found.lastSeenAt > touchEveryMs) {
        found.lastSeenAt = now.getTime();
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      }
    });

    /** Drops this process's copies of the user's sessions (all, or all but `keep`). */
    const forget = (userId: number, keep?: string | null) => {
      for (const [id, entry] of recent) if (entry.user.id === userId && id !== keep) recent.delete(id);
    };

    app.decorate('sessions', {
      /** Starts a fresh session (a new id every sign-in) and sets its cookie. */
      async start(reply: FastifyReply, userId: number, executor: Executor = db) {
        const token = newToken();
        const expiresAt = new Date(Date.now() + config.sessionAbsoluteMs);
        await executor.insert(sessions).values({ id: tokenHash(token), userId, expiresAt });
        reply.setCookie(sessionCookie, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          expires: expiresAt,
        });
      },
      /** Ends the request's session (its devices' push subscriptions go with it) and clears its cookie. */
      async end(request: FastifyRequest, reply: FastifyReply) {
        if (request.sessionId) {
          recent.delete(request.sessionId);
          await db.delete(sessions).where(eq(sessions.id, request.sessionId));
        }
        reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
      /**
       * Ends every session of a user, except `keep` (the caller's own, when given), and the push subscriptions of the
       * devices signed in with them (the sessions' cascade), and those no session holds (saved before sessions were
       * kept with them, or left by a session that ran out): after a recovery or a password change no other device
       * gets the user's notifications.
       */
      async revokeAll(userId: number, keep?: string | null, executor: Executor = db) {
        forget(userId, keep);
        const others = keep ? sql`${sessions.id} <> ${keep}` : undefined;
        await executor
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.sessionId)));
        await executor.delete(sessions).where(and(eq(sessions.userId, userId), others));
      },
      /**
       * Revokes every API token of the user (password recovery: whoever had the account may have made some); answers
       * their ids, for `announceRevoked` once the caller's transaction is committed.
       */
      async revokeTokens(userId: number, executor: Executor = db) {
        const gone = await executor
          .delete(apiTokens)
          .where(eq(apiTokens.userId, userId))
          .returning({ id: apiTokens.id });
        return gone.map((token) => token.id);
      },
      /** Makes the next request of the user read their sessions again (after a change of the user's data). */
      forgetUser(userId: number) {
        forget(userId);
      },
      /**
       * Deletes expired and idle sessions. Their devices' push subscriptions stay, held by no session: nobody signed out
       * or was revoked, and notifications that stopped when a session ran its time out would stop unnoticed.
       */
      async purgeExpired() {
        const now = Date.now();
        const ended = or(
          lt(sessions.expiresAt, new Date(now)),
          lt(sessions.lastSeenAt, new Date(now - config.sessionIdleMs)),
        );
        await db.transaction(async (tx) => {
          await tx
            .update(pushSubscriptions)
            .set({ sessionId: null })
            .where(inArray(pushSubscriptions.sessionId, tx.select({ id: sessions.id }).from(sessions).where(ended)));
          await tx.delete(sessions).where(ended);
        });
      },
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
);

export type Sessions = {
  start(reply: FastifyReply, userId: number, executor?: Executor): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revokeAll(userId: number, keep?: string | null, executor?: Executor): Promise<void>;
  revokeTokens(userId: number, executor?: Executor): Promise<number[]>;
  forgetUser(userId: number): void;
  purgeExpired(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}
