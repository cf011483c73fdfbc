import type { Lang, Task, TaskScope } from '@listok/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { listItems, listMembers, lists } from '../../../db/schema.js';
import { formatDate } from '../../../lib/dates.js';
import { type JoinedItem, joined, toTodoItem } from '../items/item-rows.js';

/** The local day of a timed due in the reader's zone. */
const dueAtDay = (timeZone: string) => sql`(${listItems.dueAt} at time zone ${timeZone})::date`;

/** Which to-dos a scope takes, for a reader in `timeZone` at `now`. */
function scopeCondition(scope: TaskScope, userId: number, timeZone: string, now: Date): SQL | undefined {
  const today = formatDate(now, timeZone).slice(0, 10);
  switch (scope) {
    case 'today':
      return sql`(${listItems.dueDay} = ${today}::date or ${dueAtDay(timeZone)} = ${today}::date)`;
    case 'week':
      return sql`(${listItems.dueDay} between ${today}::date and ${today}::date + 6
        or ${dueAtDay(timeZone)} between ${today}::date and ${today}::date + 6)`;
    case 'overdue':
      return sql`(${listItems.dueDay} < ${today}::date or ${listItems.dueAt} < ${now.toISOString()}::timestamptz)`;
    case 'mine':
      return eq(listItems.assigneeId, userId);
  }
}

/**
 * The open to-dos of the active to-do lists the user is a member of (of the token's lists only, when it names some)
 * that the scope takes, by due: a day counts from its start in the reader's zone, so it comes before the timed
 * to-dos of that day; undated ones last.
 */
export async function tasksOf(
  db: Executor,
  user: { id: number; lists: readonly number[] | null },
  scope: TaskScope,
  lang: Lang,
  timeZone: string,
  now = new Date(),
): Promise<Task[]> {
  const rows = (await joined(db)
    .innerJoin(listMembers, and(eq(listMembers.listId, listItems.listId), eq(listMembers.userId, user.id)))
    .where(
      and(
        eq(lists.active, true),
        eq(lists.kind, 'todo'),
        eq(listItems.completed, false),
        user.lists ? inArray(lists.id, [...user.lists]) : undefined,
        scopeCondition(scope, user.id, timeZone, now),
      ),
    )
    .orderBy(
      sql`coalesce(${listItems.dueAt}, ${listItems.dueDay}::timestamp at time zone ${timeZone}) nulls last`,
      lists.id,
      listItems.id,
    )) as JoinedItem[];
  return rows.map((row, index) => ({
    ...toTodoItem(row, index + 1, lang, timeZone),
    list: { id: row.listId, name: row.listName },
  }));
}
