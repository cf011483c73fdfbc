import type { ListKind } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';

/** The list's access facts a mark read under the list's lock; `isOwner` null: no member. */
interface MarkListFacts {
  listId: number;
  active: boolean;
  accessCode: string;
  isOwner: boolean | null;
  /** The list's kind: a wish list's answers carry the caller's view of its reservations. */
  kind: ListKind;
}

/** A mark that changed nothing: refused (no member, list closed) or the row is not on the list any more. */
export interface MarkRefused extends MarkListFacts {
  toggled: false;
}

/** A mark that toggled the item: its new state, the list's new items version and the push event it recorded. */
export interface MarkToggled extends MarkListFacts {
  toggled: true;
  isOwner: boolean;
  completed: boolean;
  completedAt: Date | null;
  /** A repeating to-do moved on to its next due (it stays open): more than the tick changed. */
  repeated: boolean;
  itemsVersion: number;
  eventId: number;
  eventTopic: string;
}

/** What a mark decided: the list's access facts, and when it toggled, what it changed and published. */
export type MarkResult = MarkRefused | MarkToggled;

/** The columns `listok_mark_item` answers, as node-postgres and PGlite give them. */
const markColumns = {
  list_id: sql<number>`list_id`,
  active: sql<boolean>`active`,
  access_code: sql<string>`access_code`,
  is_owner: sql<boolean | null>`is_owner`,
  kind: sql<ListKind>`kind`,
  toggled: sql<boolean>`toggled`,
  completed: sql<boolean | null>`completed`,
  completed_at: sql<unknown>`completed_at`,
  repeated: sql<boolean>`repeated`,
  items_version: sql<unknown>`items_version`,
  event_id: sql<unknown>`event_id`,
  event_topic: sql<string | null>`event_topic`,
};

/**
 * The call of `listok_mark_item`, built once per database and prepared once per connection (as the read of a list:
 * `preparedFindList`): every tick spends no time building its SQL, nor PostgreSQL parsing it.
 */
const preparedMark = preparedPerDatabase((db) =>
  db
    .select(markColumns)
    .from(
      sql`listok_mark_item(${sql.placeholder('rowId')}::int, ${sql.placeholder('userId')}::int, ${sql.placeholder('topicPrefix')}::text)`,
    )
    .prepare('listok_mark_item'),
);

/**
 * Toggles completed for a member of an active list, records the tick as a purchase (or takes back an untick's within
 * three hours) or moves a repeating to-do on to its next due, raises the items version and records the push event
 * (delivered after the commit: PushHub.recorded), in one round trip and one commit (`listok_mark_item`, migrations
 * 0011 and 0030); undefined when there is no such item row.
 * It writes only for a member of an active list, the rule of the headers' `can.tick` (lists.policy.ts; mark-guard.test.ts).
 */
export async function markItem(
  db: Executor,
  rowId: number,
  userId: number | undefined,
  topicPrefix: string,
): Promise<MarkResult | undefined> {
  const [row] = await preparedMark(db).execute({ rowId, userId: userId ?? 0, topicPrefix });
  if (!row) return undefined;
  const facts = {
    listId: Number(row.list_id),
    active: row.active,
    accessCode: row.access_code,
    isOwner: row.is_owner,
    kind: row.kind,
  };
  if (!row.toggled) return { ...facts, toggled: false };
  const at = row.completed_at;
  return {
    ...facts,
    toggled: true,
    // A toggle happens only for a member, and then the function fills every column below.
    isOwner: row.is_owner!,
    completed: row.completed!,
    // node-postgres answers a Date, PGlite too; a string is parsed just in case.
    completedAt: at == null ? null : at instanceof Date ? at : new Date(String(at)),
    repeated: row.repeated,
    itemsVersion: Number(row.items_version),
    eventId: Number(row.event_id),
    eventTopic: row.event_topic!,
  };
}
