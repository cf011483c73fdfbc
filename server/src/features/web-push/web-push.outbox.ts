import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema.js';
import { type Delivery, sendPush } from './web-push.send.js';

const batchSize = 20;
/** A message that fails this many times is dropped (with a log line). */
const maxAttempts = 10;
/** A claimed message not settled this long (its process died while sending) is sent again. */
const claimMs = 2 * 60 * 1000;
/** The delay before attempt n + 1 when the push service names none: 10 s, 20 s, 40 s … at most an hour. */
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 60 * 60 * 1000);
/** The longest Retry-After honoured. */
const retryAfterMaxMs = 6 * 60 * 60 * 1000;

/** What the sender of push_outbox needs: the database, the log, the VAPID keys and the push services allowed. */
export interface Outbox {
  db: Db;
  log: FastifyBaseLogger;
  vapid: { subject: string; publicKey: string; privateKey: string };
  endpointAllow: readonly string[];
}

interface ClaimedRow {
  id: number | string;
  subscription_id: number;
  payload: string;
  topic: string | null;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttl_seconds: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one claimed message; answers whether it was delivered. */
async function deliver(outbox: Outbox, row: ClaimedRow): Promise<boolean> {
  const { db, log } = outbox;
  let delivery: Delivery | undefined;
  let failure: unknown;
  try {
    delivery = await sendPush(
      row,
      { payload: row.payload, topic: row.topic, urgency: row.urgency, ttlSeconds: row.ttl_seconds },
      outbox.vapid,
      outbox.endpointAllow,
    );
  } catch (error) {
    failure = error;
  }
  const status = delivery?.status ?? 0;
  if (status >= 200 && status < 300) {
    await db.delete(pushOutbox).where(eq(pushOutbox.id, Number(row.id)));
    return true;
  }
  if (status === 404 || status === 410) {
    // The push service forgot the subscription (the user unsubscribed, the browser was reset): so do we.
    log.info({ subscriptionId: row.subscription_id, status }, 'push subscription gone');
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
    return false;
  }
  await failed(outbox, row, status, delivery, failure);
  return false;
}

/** A failed send: retried later (429, 5xx, no answer) until `maxAttempts`, else dropped. */
async function failed(outbox: Outbox, row: ClaimedRow, status: number, delivery?: Delivery, failure?: unknown) {
  const attempts = row.attempts + 1;
  const retry = (status === 0 || status === 429 || status >= 500) && attempts < maxAttempts;
  const lastError = failure ? String((failure as Error).message ?? failure) : `status ${status}`;
  outbox.log.warn({ messageId: row.id, status, attempts, retry, err: failure }, 'push delivery failed');
  if (!retry) {
    await outbox.db.delete(pushOutbox).where(eq(pushOutbox.id, Number(row.id)));
    return;
  }
  const waitMs = Math.min(delivery?.retryAfterMs ?? backoffMs(attempts), retryAfterMaxMs);
  await outbox.db
    .update(pushOutbox)
    .set({ nextAttemptAt: new Date(Date.now() + waitMs), lastError: lastError.slice(0, 1000) })
    .where(eq(pushOutbox.id, Number(row.id)));
}

/** Claims a batch of due messages: moving next_attempt_at forward keeps other processes off them while they are sent. */
function claimDue(db: Db): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    const due = rowsOf<ClaimedRow>(
      await tx.execute(sql`
        select o.id, o.subscription_id, o.payload, o.topic, o.urgency, o.ttl_seconds, o.attempts,
          s.endpoint, s.p256dh, s.auth
        from push_outbox o join push_subscriptions s on s.id = o.subscription_id
        where o.next_attempt_at <= now()
        order by o.id limit ${batchSize}
        for update of o skip locked`),
    );
    if (due.length > 0) {
      const ids = due.map((row) => Number(row.id));
      await tx.execute(sql`
        update push_outbox set attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${claimMs / 1000})
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    return due;
  });
}

/** Sends the messages due now, a batch at a time; answers in how many ms the next one is due. */
export async function deliverDue(outbox: Outbox): Promise<number | undefined> {
  for (;;) {
    const claimed = await claimDue(outbox.db);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((row) => deliver(outbox, row)));
  }
  const [next] = rowsOf<{ wait_ms: number | string | null }>(
    await outbox.db.execute(
      sql`select extract(epoch from min(next_attempt_at) - now()) * 1000 as wait_ms from push_outbox`,
    ),
  );
  return next?.wait_ms == null ? undefined : Math.max(0, Number(next.wait_ms));
}
