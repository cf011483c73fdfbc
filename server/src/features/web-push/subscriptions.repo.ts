import { type PushSubscriptionBody, pushSubscriptionsMax } from '@listok/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

/**
 * Keeps a device's subscription for the user and the session that posted it (its end, by sign-out or revocation,
 * deletes the subscription: the foreign key's cascade): a known endpoint is updated (and now belongs to this user and
 * session: the browser was signed in by someone else, or in another session, before); beyond the most a user keeps,
 * the ones not renewed longest are dropped.
 */
export async function saveSubscription(
  db: Db,
  owner: { userId: number; sessionId: string | null },
  body: PushSubscriptionBody,
): Promise<{ id: number; created: boolean }> {
  const { userId, sessionId } = owner;
  const expiresAt = body.expirationTime == null ? null : new Date(body.expirationTime);
  return db.transaction(async (tx) => {
    const [saved] = rowsOf<{ id: number; created: boolean }>(
      await tx.execute(sql`
        insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth, expires_at)
        values (${userId}, ${sessionId}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}, ${expiresAt})
        on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
          p256dh = excluded.p256dh, auth = excluded.auth, expires_at = excluded.expires_at, updated_at = now()
        returning id, (xmax = 0) as created`),
    );
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId}
        order by updated_at desc, id desc limit ${pushSubscriptionsMax})`);
    if (!saved) throw new Error('the subscription was not saved');
    return { id: saved.id, created: saved.created };
  });
}

/** Forgets the user's subscription of this endpoint (none is fine: the device is unsubscribed either way). */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
