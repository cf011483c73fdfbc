import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { listItems, lists } from '../../../db/schema.js';

/**
 * Unticks every ticked item of the list; the rows it unticked (their answers change by exactly that: items.answers.ts
 * `untickedAnswer`). Purchases stay: they were made.
 */
export async function untickAll(db: Executor, listId: number): Promise<number[]> {
  // The transaction's time, the same in both statements: the undo knows the rows no change has touched since by it.
  const rows = await db
    .update(listItems)
    .set({
      completed: false,
      tickedBeforeAt: sql`${listItems.completedAt}`,
      tickedBeforeBy: sql`${listItems.completedBy}`,
      completedAt: null,
      completedBy: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(listItems.listId, listId), eq(listItems.completed, true)))
    .returning({ id: listItems.id });
  if (rows.length > 0) await db.update(lists).set({ untickedAllAt: sql`now()` }).where(eq(lists.id, listId));
  return rows.map((row) => row.id);
}

/** How long after unticking every item its undo is taken: the app offers it for 5 s, a slow network gets the rest. */
export const untickUndoSeconds = 60;

/**
 * Takes back the list's last untick of every item: the rows it unticked that nothing has changed since are ticked
 * again by whoever ticked them, when they did. Undefined when there is none to take back, or it is over a minute
 * old; else the rows ticked again.
 */
export async function undoUntickAll(db: Executor, listId: number): Promise<number[] | undefined> {
  const [list] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(
      and(eq(lists.id, listId), sql`${lists.untickedAllAt} > now() - make_interval(secs => ${untickUndoSeconds})`),
    );
  if (!list) return undefined;
  const rows = await db
    .update(listItems)
    .set({
      completed: true,
      completedAt: sql`coalesce(${listItems.tickedBeforeAt}, now())`,
      completedBy: sql`${listItems.tickedBeforeBy}`,
      tickedBeforeAt: null,
      tickedBeforeBy: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(listItems.listId, listId),
        eq(listItems.completed, false),
        // In SQL: the time is kept to the microsecond, which a JavaScript Date would round.
        sql`${listItems.updatedAt} = (select unticked_all_at from lists where id = ${listId})`,
      ),
    )
    .returning({ id: listItems.id });
  await db.update(lists).set({ untickedAllAt: null }).where(eq(lists.id, listId));
  return rows.map((row) => row.id);
}
