import type { Lang, PushPayload } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { meta, pushOutbox } from '../../db/schema.js';
import { idsOf } from './web-push.bundles.js';

/**
 * How late a reminder may still go: a server that was down at a to-do's time sends it when back within this long;
 * a to-do that was already overdue before is never reminded of.
 */
export const reminderLateMs = 60 * 60 * 1000;
/**
 * Where the last round stopped looking (`meta`, an ISO instant): a round looks only at the reminder times after it,
 * so a due given a time that has already passed when it is set (a to-do entered late, a day's 09:00 gone by) is shown
 * as overdue and sends nothing, as in other to-do apps; only one that falls between a round and the next (a few seconds,
 * web-push.ts `sweepMs`) still goes, at once.
 */
const lookedUntilKey = 'reminders_looked_until';
/** A reminder not seen in time is of no use later: the push service drops it after this long. */
const reminderTtlSeconds = 60 * 60;
/** A due without a time is reminded of at this hour of its day, in the zone of the one reminded. */
const dayReminderTime = '09:00';

const reminderTitle: Record<Lang, (name: string) => string> = {
  ru: (name) => `Напоминание: ${name}`,
  en: (name) => `Reminder: ${name}`,
};

interface ReminderRow {
  item_id: number;
  list_id: number;
  list_name: string;
  name: string;
  lang: Lang;
  subscriptions: number[] | string;
}

/**
 * The start of the time a round at `now` looks at, and records `now` as the next one's: where the last round stopped
 * (under its row's lock, so rounds of several processes take turns), at most `reminderLateMs` back.
 */
async function lookFrom(tx: Executor, now: Date): Promise<Date> {
  const [last] = await tx.select({ value: meta.value }).from(meta).where(eq(meta.key, lookedUntilKey)).for('update');
  const lookedUntil = last ? new Date(last.value) : undefined;
  const since = new Date(Math.max(now.getTime() - reminderLateMs, lookedUntil?.getTime() ?? 0));
  const until = new Date(Math.max(now.getTime(), lookedUntil?.getTime() ?? 0)).toISOString();
  await tx
    .insert(meta)
    .values({ key: lookedUntilKey, value: until })
    .onConflictDoUpdate({ target: meta.key, set: { value: until } });
  return since;
}

/**
 * Queues the reminders of to-dos whose time has come since the last round looked and by `now`, one per to-do, person
 * and occurrence (docs/api.md, Reminders): the one who does it, or every member in mode `all` or `shopping` when nobody
 * does, each with a device; a due with a time at that instant, a day at 09:00 in the reminded person's zone. An open
 * to-do of an active to-do list only, to its members only. Recording the reminder in task_reminders in the same
 * transaction as its messages makes it once, across restarts and processes. Answers how many messages it queued.
 */
export async function queueReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const since = await lookFrom(tx, now);
    await tx.execute(sql`delete from task_reminders where sent_at < ${now}::timestamptz - interval '2 days'`);
    const due = rowsOf<ReminderRow>(
      await tx.execute(sql`
        with reminded as (
          select i.id as item_id, l.id as list_id, l.name as list_name, m.user_id, u.lang,
            coalesce(i.name, case when u.lang = 'en' then p.name_en else p.name_ru end) as name,
            coalesce(to_char(i.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"'), i.due_day::text) as occurrence,
            coalesce(i.due_at, (i.due_day + ${dayReminderTime}::time) at time zone coalesce(tz.name, 'Europe/Moscow'))
              as remind_at
          from list_items i
          join lists l on l.id = i.list_id and l.active and l.kind = 'todo'
          join list_members m on m.list_id = l.id
          join users u on u.id = m.user_id
          left join time_zones tz on tz.id = u.time_zone_id
          left join list_notification_modes n on n.list_id = l.id and n.user_id = m.user_id
          left join products p on p.id = i.product_id
          where not i.completed
            and (i.due_at > ${since}::timestamptz and i.due_at <= ${now}::timestamptz
              or i.due_day between (${now}::timestamptz at time zone 'UTC')::date - 1
                and (${now}::timestamptz at time zone 'UTC')::date + 1)
            and (i.assignee_id = m.user_id or i.assignee_id is null and coalesce(n.mode, 'all') in ('all', 'shopping'))
            and exists (select 1 from push_subscriptions s where s.user_id = m.user_id)
        ),
        sent as (
          insert into task_reminders (item_id, user_id, due, sent_at)
            select item_id, user_id, occurrence, ${now}::timestamptz from reminded
            where remind_at > ${since}::timestamptz and remind_at <= ${now}::timestamptz
            on conflict do nothing
            returning item_id, user_id, due
        )
        select r.item_id, r.list_id, r.list_name, r.name, r.lang,
          (select array_agg(s.id order by s.id) from push_subscriptions s where s.user_id = r.user_id) as subscriptions
        from reminded r join sent on sent.item_id = r.item_id and sent.user_id = r.user_id and sent.due = r.occurrence`),
    );
    const messages = due.flatMap((row) => {
      const payload: PushPayload = {
        title: reminderTitle[row.lang](row.name),
        body: row.list_name,
        url: `${publicUrl}/lists/${row.list_id}`,
        listId: row.list_id,
        tag: `task-${row.item_id}`,
      };
      return idsOf(row.subscriptions).map((subscriptionId) => ({
        subscriptionId,
        payload: JSON.stringify(payload),
        topic: `task-${row.item_id}`,
        urgency: 'high' as const,
        ttlSeconds: reminderTtlSeconds,
      }));
    });
    if (messages.length > 0) await tx.insert(pushOutbox).values(messages);
    return messages.length;
  });
}
