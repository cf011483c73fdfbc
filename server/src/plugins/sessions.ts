import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { sessions, timeZones, users } from '../db/schema.js';
import { defaultTimeZone } from '../lib/dates.js';
import { unauthorized } from '../lib/errors.js';
import { newToken, tokenHash } from '../lib/tokens.js';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  timeZone: string;
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

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[sessionCookie];
      if (!token || token.length > 100) return;
      const id = tokenHash(token);
      const now = new Date();
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          role: users.role,
          timeZone: timeZones.name,
          lastSeenAt: sessions.lastSeenAt,
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
      if (!row) return;
      request.sessionId = id;
      request.user = {
        id: row.id,
        username: row.username,
        email: row.email,
        isAdmin: row.role === 'admin',
        timeZone: row.timeZone ?? defaultTimeZone,
      };
      if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      }
    });

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
      /** Ends the request's session and clears its cookie. */
      async end(request: FastifyRequest, reply: FastifyReply) {
        if (request.sessionId) await db.delete(sessions).where(eq(sessions.id, request.sessionId));
        reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
      /** Ends every session of a user, except `keep` (the caller's own, when given). */
      async revokeAll(userId: number, keep?: string | null, executor: Executor = db) {
        const others = keep ? sql`${sessions.id} <> ${keep}` : undefined;
        await executor.delete(sessions).where(and(eq(sessions.userId, userId), others));
      },
      /** Deletes expired and idle sessions. */
      async purgeExpired() {
        const now = Date.now();
        await db
          .delete(sessions)
          .where(
            or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - config.sessionIdleMs))),
          );
      },
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
);

export type Sessions = {
  start(reply: FastifyReply, userId: number, executor?: Executor): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revokeAll(userId: number, keep?: string | null, executor?: Executor): Promise<void>;
  purgeExpired(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}
