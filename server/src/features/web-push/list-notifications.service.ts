import { type NotificationMode, type PushPayload, shoppingNoticeMinutes } from '@listok/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { listNotificationModes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/sessions.js';
import { loadListAccess } from '../lists/basics/lists.access.js';
import { publishListChange } from '../lists/basics/lists.events.js';
import { listPolicy } from '../lists/basics/lists.policy.js';
import { setHere, storeNamed } from '../lists/shopping/stores.repo.js';
import { shoppingSummary } from './change-summary.js';

/** "Going shopping" matters now or not at all: a device off for an hour does not get it. */
const shoppingTtlSeconds = 60 * 60;

async function modeOf(db: Executor, listId: number, userId: number): Promise<NotificationMode> {
  const [row] = await db
    .select({ mode: listNotificationModes.mode })
    .from(listNotificationModes)
    .where(and(eq(listNotificationModes.listId, listId), eq(listNotificationModes.userId, userId)));
  return row?.mode ?? 'all';
}

/** What a member of the list is told of its changes. */
export async function notificationsOf(app: FastifyInstance, listId: number, user: SessionUser | null) {
  const access = await loadListAccess(app.db, listId, user, undefined);
  const member = listPolicy.assertMember(access);
  return modeOf(app.db, access.list.id, member.id);
}

/** A member chooses what the list tells them. */
export async function setNotifications(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  mode: NotificationMode,
): Promise<void> {
  const access = await loadListAccess(app.db, listId, user, undefined);
  const member = listPolicy.assertCan('notify', access);
  await app.db
    .insert(listNotificationModes)
    .values({ listId: access.list.id, userId: member.id, mode })
    .onConflictDoUpdate({ target: [listNotificationModes.listId, listNotificationModes.userId], set: { mode } });
}

/** Notes the member's notice (once per list in `shoppingNoticeMinutes`); refused with the minutes left otherwise. */
async function noteShoppingNotice(tx: Executor, listId: number, memberId: number): Promise<void> {
  // Once per member and list in the window: the row is renewed only when the last notice is older.
  const [told] = rowsOf<{ wait_s: number | string | null }>(
    await tx.execute(sql`
      insert into shopping_notices (list_id, user_id) values (${listId}, ${memberId})
      on conflict (list_id, user_id) do update set sent_at = now()
        where shopping_notices.sent_at <= now() - make_interval(mins => ${shoppingNoticeMinutes})
      returning 0 as wait_s`),
  );
  if (told) return;
  const [last] = rowsOf<{ wait_s: number | string }>(
    await tx.execute(sql`
      select extract(epoch from sent_at + make_interval(mins => ${shoppingNoticeMinutes}) - now()) as wait_s
      from shopping_notices where list_id = ${listId} and user_id = ${memberId}`),
  );
  const minutes = Math.max(1, Math.ceil(Number(last?.wait_s ?? 60) / 60));
  throw new AppError('SHOPPING_TOO_OFTEN', { params: { minutes } });
}

/**
 * A member of an active list tells the others "I'm going shopping" (to one of the list's shops, `store`, or none):
 * a push message to every other member who wants one, at most once in `shoppingNoticeMinutes`. Open screens of the
 * list and My lists show who is going (where), also to members without notifications.
 */
export async function goingShopping(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  store: number | undefined,
): Promise<void> {
  const queued = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, listId, user, undefined);
    const member = listPolicy.assertMember(access);
    listPolicy.assertActive(access);
    const id = access.list.id;
    // Going to one of the list's shops: the member's screen follows its order from now, and the others read «идёт в
    // Ашан» until the member ticks something or says "I'm at" (then «в Ашане»).
    const shop = store === undefined ? undefined : await storeNamed(tx, id, store);
    if (store !== undefined && !shop) {
      throw new AppError('VALIDATION_FAILED', { fields: { store: 'validation.stores' } });
    }
    if (shop) await setHere(tx, id, member.id, shop.id, true);
    await noteShoppingNotice(tx, id, member.id);
    const readers = rowsOf<{ user_id: number }>(
      await tx.execute(sql`
        select m.user_id from list_members m
        left join list_notification_modes n on n.list_id = m.list_id and n.user_id = m.user_id
        where m.list_id = ${id} and m.user_id <> ${member.id} and coalesce(n.mode, 'all') <> 'none'`),
    );
    const payload = (lang: 'ru' | 'en'): PushPayload => ({
      title: access.list.name,
      body: shoppingSummary(lang, member.username, shop?.name),
      url: `${app.config.publicUrl}/lists/${id}`,
      listId: id,
      tag: `list-${id}-shopping`,
    });
    return app.webPush.queue(tx, {
      userIds: readers.map((r) => r.user_id),
      payload,
      urgency: 'high',
      ttlSeconds: shoppingTtlSeconds,
    });
  });
  if (queued > 0) app.webPush.kick();
  await publishListChange(app, listId, 'header');
}
