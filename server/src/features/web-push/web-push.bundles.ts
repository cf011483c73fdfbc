import type { Lang, ListKind, PushPayload } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import { pushOutbox } from '../../db/schema.js';
import { inShopOf } from '../../lib/in-shop.js';
import { type ChangeKind, changeSummary, type ToldChange } from './change-summary.js';

/** How long the push service keeps a list's notification for a device that is off: a day. */
export const changesTtlSeconds = 24 * 60 * 60;

/** One bundle's timing: it ends `bundleMs` after its last change, and at most `bundleMaxMs` after its first. */
export interface BundleTiming {
  bundleMs: number;
  bundleMaxMs: number;
}

/** The lists whose bundle has ended, and in how many milliseconds the next one ends (undefined: none waits). */
export async function endedBundles(db: Executor, timing: BundleTiming): Promise<{ due: number[]; nextInMs?: number }> {
  const lists = rowsOf<{ list_id: number; wait_ms: number | string }>(
    await db.execute(sql`
      select list_id,
        extract(epoch from least(max(created_at) + make_interval(secs => ${timing.bundleMs / 1000}),
                                 min(created_at) + make_interval(secs => ${timing.bundleMaxMs / 1000})) - now()) * 1000
          as wait_ms
      from list_changes group by list_id
      order by 2 limit 1000`),
  );
  const due = lists.filter((l) => Number(l.wait_ms) <= 0).map((l) => l.list_id);
  const waiting = lists.map((l) => Number(l.wait_ms)).filter((ms) => ms > 0);
  return waiting.length > 0 ? { due, nextInMs: Math.min(...waiting) } : { due };
}

interface ChangeRow {
  id: number | string;
  actor_id: number;
  actor: string;
  kind: ChangeKind;
  about: number | null;
  name_ru: string | null;
  name_en: string | null;
  store: string | null;
}

interface ReaderRow {
  user_id: number;
  lang: Lang;
  list_name: string;
  list_kind: ListKind;
  subscriptions: number[] | string;
}

/** Postgres arrays come as arrays from node-postgres and PGlite; a text form is read too. */
export const idsOf = (value: number[] | string): number[] =>
  Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

/**
 * Turns one list's ended bundle into outbox messages, in one transaction: a notification per member in mode `all`
 * with a subscription, telling the changes of the others (never their own), in the member's language; then the
 * bundle's changes are deleted. Answers how many messages it queued, or undefined when the list was busy (a change
 * holds it now: the bundle is taken up in a later round).
 */
export async function tellBundle(db: Db, listId: number, publicUrl: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // One process at a time per list; a list being changed right now is left for the next round.
    const locked = rowsOf(await tx.execute(sql`select id from lists where id = ${listId} for update skip locked`));
    if (locked.length === 0) return undefined;
    const changes = rowsOf<ChangeRow>(
      await tx.execute(sql`
        select c.id, c.actor_id, a.username as actor, c.kind, coalesce(c.product_id, c.subject_id) as about,
          coalesce(c.entry, p.name_ru, s.username) as name_ru, coalesce(c.entry, p.name_en, s.username) as name_en,
          st.name as store
        from list_changes c
        join users a on a.id = c.actor_id
        left join products p on p.id = c.product_id
        left join users s on s.id = c.subject_id
        -- The shop of the list the actor is in as the bundle is told (within a trip of their ticks).
        left join list_members am on am.list_id = c.list_id and am.user_id = c.actor_id
          and ${inShopOf(sql`am.here_store_id`, sql`am.here_since`)}
        left join list_stores st on st.id = am.here_store_id
        where c.list_id = ${listId}
        order by c.id`),
    );
    if (changes.length === 0) return 0;
    const readers = rowsOf<ReaderRow>(
      await tx.execute(sql`
        select m.user_id, u.lang, l.name as list_name, l.kind as list_kind,
          array_agg(ps.id order by ps.id) as subscriptions
        from list_members m
        join users u on u.id = m.user_id
        join lists l on l.id = m.list_id
        join push_subscriptions ps on ps.user_id = m.user_id
        left join list_notification_modes n on n.list_id = m.list_id and n.user_id = m.user_id
        where m.list_id = ${listId} and coalesce(n.mode, 'all') = 'all'
        group by m.user_id, u.lang, l.name, l.kind`),
    );
    const messages: (typeof pushOutbox.$inferInsert)[] = [];
    for (const reader of readers) {
      const told: ToldChange[] = changes
        .filter((c) => c.actor_id !== reader.user_id)
        .map((c) => ({
          actor: c.actor,
          kind: c.kind,
          name: (reader.lang === 'en' ? c.name_en : c.name_ru) ?? undefined,
          about: c.about ?? undefined,
          store: c.store ?? undefined,
        }));
      const body = changeSummary(reader.lang, told, reader.list_kind);
      if (body === '') continue;
      const payload: PushPayload = {
        title: reader.list_name,
        body,
        url: `${publicUrl}/lists/${listId}`,
        listId,
        tag: `list-${listId}`,
      };
      for (const subscriptionId of idsOf(reader.subscriptions)) {
        messages.push({
          subscriptionId,
          payload: JSON.stringify(payload),
          topic: `list-${listId}`,
          urgency: 'normal',
          ttlSeconds: changesTtlSeconds,
        });
      }
    }
    if (messages.length > 0) await tx.insert(pushOutbox).values(messages);
    const lastId = changes.at(-1)?.id ?? 0;
    await tx.execute(sql`delete from list_changes where list_id = ${listId} and id <= ${lastId}`);
    return messages.length;
  });
}
