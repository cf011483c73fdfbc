import type { Lang } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { pushOutbox } from '../../db/schema.js';
import type { ChangeKind } from './change-summary.js';
import type { DirectMessage, ItemChange, ListChange } from './web-push.types.js';

/**
 * Whether another member of the list than the actor has a device subscribed: only then is a change kept. The mark's
 * SQL function (`listok_mark_item`, 0016_web_push.sql) repeats it; items/mark-notice-guard.test.ts keeps the two equal.
 */
const othersHaveDevice = (listId: number, actorId: number) => sql`exists (
  select 1 from list_members m join push_subscriptions s on s.user_id = m.user_id
  where m.list_id = ${listId} and m.user_id <> ${actorId})`;

/** Keeps a change for the list's next notification (WebPush.recordChange), when another member has a device. */
export async function keepChange(executor: Executor, change: ListChange): Promise<void> {
  const about =
    'itemRowId' in change
      ? {
          product: sql`(select product_id from list_items where id = ${change.itemRowId})`,
          entry: sql`(select name from list_items where id = ${change.itemRowId})`,
          subject: sql`null`,
        }
      : {
          product: 'productId' in change ? sql`${change.productId}::int` : sql`null`,
          entry: sql`null`,
          subject: 'subjectId' in change ? sql`${change.subjectId}::int` : sql`null`,
        };
  await executor.execute(sql`
    insert into list_changes (list_id, actor_id, kind, product_id, entry, subject_id)
    select ${change.listId}, ${change.actorId}, ${change.kind}, ${about.product}, ${about.entry}, ${about.subject}
    where ${othersHaveDevice(change.listId, change.actorId)}`);
}

/** Forgets the changes of one kind of a list by a member, not yet told (WebPush.forgetChanges). */
export async function forgetChanges(
  executor: Executor,
  { listId, actorId, kind }: { listId: number; actorId: number; kind: ChangeKind },
): Promise<void> {
  await executor.execute(
    sql`delete from list_changes where list_id = ${listId} and actor_id = ${actorId} and kind = ${kind}`,
  );
}

/** Keeps several changes of items of one list by one member in one statement (WebPush.recordProductChanges). */
export async function keepProductChanges(
  executor: Executor,
  { listId, actorId }: { listId: number; actorId: number },
  changes: readonly ItemChange[],
): Promise<void> {
  const rows = changes.map((c) => ({
    kind: c.kind,
    product: 'productId' in c ? c.productId : null,
    entry: 'entry' in c ? c.entry : null,
  }));
  await executor.execute(sql`
    insert into list_changes (list_id, actor_id, kind, product_id, entry)
    select ${listId}, ${actorId}, c.kind, c.product, c.entry
    from json_to_recordset(${JSON.stringify(rows)}::json) as c(kind text, product int, entry text)
    where ${othersHaveDevice(listId, actorId)}`);
}

/** Puts a direct message in push_outbox for every subscription of its users, in each one's language; how many. */
export async function queueMessage(executor: Executor, message: DirectMessage): Promise<number> {
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
  return targets.length;
}
