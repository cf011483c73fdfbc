import type { Lang } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushOutbox, pushSubscriptions } from '../db/schema.js';
import { endedBundles, tellBundle } from './web-push.bundles.js';
import { vapidKeys } from './web-push.keys.js';
import { type Delivery, sendPush } from './web-push.send.js';
import type { WebPush } from './web-push.types.js';

/** The push bus's wake-up of every process's rounds when a list's bundle changed. */
const bundleSignal = 'web-push-bundle';

/**
 * Whether another member of the list than the actor has a device subscribed: only then is a change kept. The mark's
 * SQL function (`listok_mark_item`, 0016_web_push.sql) repeats it; items/mark-notice-guard.test.ts keeps the two equal.
 */
const othersHaveDevice = (listId: number, actorId: number) => sql`exists (
  select 1 from list_members m join push_subscriptions s on s.user_id = m.user_id
  where m.list_id = ${listId} and m.user_id <> ${actorId})`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const batchSize = 20;
/** A message that fails this many times is dropped (with a log line). */
const maxAttempts = 10;
/** A claimed message not settled this long (its process died while sending) is sent again. */
const claimMs = 2 * 60 * 1000;
/** Every process also looks for due work this often: other processes' bundles, messages after a restart. */
const sweepMs = 10_000;
/** The delay before attempt n + 1 when the push service names none: 10 s, 20 s, 40 s … at most an hour. */
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 60 * 60 * 1000);
/** The longest Retry-After honoured. */
const retryAfterMaxMs = 6 * 60 * 60 * 1000;

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

/**
 * Web Push (docs/architecture.md, Notifications): changes of lists are kept in list_changes and bundled per list; an
 * ended bundle becomes one message per member's device in push_outbox, which a background sender delivers (encrypted,
 * signed), retrying 429 and 5xx with backoff and dropping subscriptions the push service no longer knows (404, 410).
 */
export const webPushPlugin = fp(
  async (app: FastifyInstance, options: { background?: boolean }) => {
    const { config, db, log } = app;
    const keys = await vapidKeys(db, config.webPush.vapidKeys);
    const vapid = { subject: config.webPush.vapidSubject, ...keys };
    const background = options.background !== false;

    async function deliver(row: ClaimedRow) {
      let delivery: Delivery | undefined;
      let failure: unknown;
      try {
        delivery = await sendPush(
          row,
          { payload: row.payload, topic: row.topic, urgency: row.urgency, ttlSeconds: row.ttl_seconds },
          vapid,
          config.webPush.endpointAllow,
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
      const attempts = row.attempts + 1;
      const retry = (status === 0 || status === 429 || status >= 500) && attempts < maxAttempts;
      const lastError = failure ? String((failure as Error).message ?? failure) : `status ${status}`;
      log.warn({ messageId: row.id, status, attempts, retry, err: failure }, 'push delivery failed');
      if (!retry) {
        await db.delete(pushOutbox).where(eq(pushOutbox.id, Number(row.id)));
        return false;
      }
      const waitMs = Math.min(delivery?.retryAfterMs ?? backoffMs(attempts), retryAfterMaxMs);
      await db
        .update(pushOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + waitMs), lastError: lastError.slice(0, 1000) })
        .where(eq(pushOutbox.id, Number(row.id)));
      return false;
    }

    /** Sends the messages due now, a batch at a time; answers in how many ms the next one is due. */
    async function deliverDue(): Promise<number | undefined> {
      for (;;) {
        // Claim a batch: moving next_attempt_at forward keeps other processes off these rows while they are sent.
        const claimed = await db.transaction(async (tx) => {
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
        if (claimed.length === 0) break;
        await Promise.all(claimed.map(deliver));
      }
      const [next] = rowsOf<{ wait_ms: number | string | null }>(
        await db.execute(
          sql`select extract(epoch from min(next_attempt_at) - now()) * 1000 as wait_ms from push_outbox`,
        ),
      );
      return next?.wait_ms == null ? undefined : Math.max(0, Number(next.wait_ms));
    }

    /** One round: ended bundles become messages, then due messages go; answers when the next round is needed. */
    async function round(): Promise<number | undefined> {
      const { due, nextInMs } = await endedBundles(db, config.webPush);
      let busy = false;
      for (const listId of due) {
        const queued = await tellBundle(db, listId, config.publicUrl);
        if (queued === undefined) busy = true;
      }
      const nextSend = await deliverDue();
      const waits = [nextInMs, nextSend, busy ? 200 : undefined].filter((ms): ms is number => ms !== undefined);
      return waits.length > 0 ? Math.min(...waits) : undefined;
    }

    let running: Promise<void> | undefined;
    let again = false;
    let timer: NodeJS.Timeout | undefined;
    let timerAt = Number.POSITIVE_INFINITY;
    let closed = false;

    /** Runs a round now (or right after the one running). */
    function kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          try {
            const nextMs = await round();
            if (nextMs !== undefined) wake(nextMs);
          } catch (error) {
            log.error({ err: error }, 'push round failed');
          }
        } while (again && !closed);
      })().finally(() => {
        running = undefined;
      });
    }

    /** Asks for a round in `ms` (the earliest asked for wins). */
    function wake(ms: number) {
      if (closed || !background) return;
      const at = Date.now() + ms;
      if (timer && timerAt <= at) return;
      clearTimeout(timer);
      timerAt = at;
      timer = setTimeout(
        () => {
          timer = undefined;
          timerAt = Number.POSITIVE_INFINITY;
          kick();
        },
        Math.max(0, ms),
      ).unref();
    }

    // A bundle ends this long after its last change at the earliest: a round looks again then, in every process (told
    // over the push bus), so a bundle ends on time even if the process that saw the change is gone by then.
    const lookAfterBundle = () => wake(config.webPush.bundleMs + 50);
    const bundleChanged = () => {
      lookAfterBundle();
      app.push.bus.signal(bundleSignal);
    };
    app.push.bus.onSignal(bundleSignal, lookAfterBundle);

    app.decorate('webPush', {
      publicKey: keys.publicKey,
      async recordChange(executor, change) {
        const about =
          'itemRowId' in change
            ? { product: sql`(select product_id from list_items where id = ${change.itemRowId})`, subject: sql`null` }
            : {
                product: 'productId' in change ? sql`${change.productId}::int` : sql`null`,
                subject: 'subjectId' in change ? sql`${change.subjectId}::int` : sql`null`,
              };
        await executor.execute(sql`
          insert into list_changes (list_id, actor_id, kind, product_id, subject_id)
          select ${change.listId}, ${change.actorId}, ${change.kind}, ${about.product}, ${about.subject}
          where ${othersHaveDevice(change.listId, change.actorId)}`);
        bundleChanged();
      },
      async recordProductChanges(executor, { listId, actorId }, changes) {
        if (changes.length === 0) return;
        await executor.execute(sql`
          insert into list_changes (list_id, actor_id, kind, product_id)
          select ${listId}, ${actorId}, c.kind, c.product
          from json_to_recordset(${JSON.stringify(changes.map((c) => ({ kind: c.kind, product: c.productId })))}::json)
            as c(kind text, product int)
          where ${othersHaveDevice(listId, actorId)}`);
        bundleChanged();
      },
      changed: bundleChanged,
      async queue(executor, message) {
        if (message.userIds.length === 0) return 0;
        const targets = rowsOf<{ id: number; lang: Lang }>(
          await executor.execute(sql`
            select s.id, u.lang from push_subscriptions s join users u on u.id = s.user_id
            where s.user_id in (${sql.join(
              message.userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`),
        );
        if (targets.length === 0) return 0;
        await executor.insert(pushOutbox).values(
          targets.map((target) => ({
            subscriptionId: target.id,
            payload: JSON.stringify(message.payload(target.lang)),
            urgency: message.urgency,
            ttlSeconds: message.ttlSeconds,
          })),
        );
        if (executor === db) kick();
        return targets.length;
      },
      kick,
      async flush() {
        for (;;) {
          if (running) await running;
          const nextMs = await round();
          if (nextMs === undefined || nextMs > 0) return;
        }
      },
    } satisfies WebPush);

    if (background) {
      // Whatever an earlier run left (a crash, a restart): bundles that ended meanwhile, messages not sent.
      app.addHook('onReady', async () => kick());
      const sweep = setInterval(kick, sweepMs).unref();
      app.addHook('onClose', async () => {
        closed = true;
        clearInterval(sweep);
        clearTimeout(timer);
        await running;
      });
    }
  },
  { name: 'web-push', dependencies: ['push'] },
);
