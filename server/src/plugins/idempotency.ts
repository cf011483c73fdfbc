import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request will record its answer under, when it runs for the first time. */
    idempotencyKey: string | null;
  }
  interface FastifyContextConfig {
    /**
     * true: a success of the route answers a secret shown once (a new API token). The store keeps that it succeeded,
     * never the answer; a replay is refused with IDEMPOTENCY_ANSWER_NOT_KEPT instead of running again.
     */
    secretAnswer?: boolean;
  }
}

const keyPattern = /^[\w\-:.]{1,100}$/;
const changing = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** A success of a route whose answer holds a secret: its body is never stored. */
const isSecret = (request: FastifyRequest, status: number) =>
  request.routeOptions.config.secretAnswer === true && status < 300;

/**
 * `Idempotency-Key` on state-changing calls of a signed-in user: the first request runs and its answer (success or
 * refusal) is kept; the same request again with the same key gets that answer, marked `Idempotent-Replayed: true`,
 * without running again. A key reused for a different request is refused (422); one still running answers 409.
 * Answers 5xx are not kept, so a retry runs again. A success of a route with `secretAnswer` is kept without its body.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    app.decorateRequest('idempotencyKey', null);

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined || !changing.has(request.method) || !request.user) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !keyPattern.test(key)) {
        throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': 'validation.idempotencyKey' } });
      }
      const fingerprint = createHash('sha256')
        .update(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`)
        .digest('hex');
      const userId = request.user.id;
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed) {
        request.idempotencyKey = key;
        return;
      }
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first || first.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (first.status === null) {
        reply.header('Retry-After', '1');
        throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      }
      if (isSecret(request, first.status)) throw new AppError('IDEMPOTENCY_ANSWER_NOT_KEPT');
      reply.header('Idempotent-Replayed', 'true').code(first.status);
      if (first.body) reply.type('application/json; charset=utf-8');
      return reply.send(first.body ?? undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key || !request.user) return payload;
      request.idempotencyKey = null;
      const where = and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key));
      if (reply.statusCode >= 500) await db.delete(idempotencyKeys).where(where);
      else if (isSecret(request, reply.statusCode)) {
        await db.update(idempotencyKeys).set({ status: reply.statusCode, body: null }).where(where);
      } else {
        const body = typeof payload === 'string' ? payload : payload == null ? null : String(payload);
        await db.update(idempotencyKeys).set({ status: reply.statusCode, body }).where(where);
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['sessions'] },
);

/** Keys older than a day are forgotten: an offline queue sends its changes long before that. */
export async function purgeIdempotencyKeys(db: Db) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}
