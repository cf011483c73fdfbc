import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { listPresence } from '../../../db/schema.js';

/** How long a row counts without a refresh; processes refresh theirs at least every 20 s (`refreshMs`). */
export const presenceTtlSeconds = 60;
const refreshMs = (heartbeatMs: number) => Math.min(heartbeatMs, 20_000);
/** A member who ticked an item of the list this recently, and has it open, is shopping. */
export const shoppingMinutes = 15;

/** Whether the user has the list open on a process other than this one. */
const elsewhere = (process: string, listId: number, userId: number) => sql`exists (
  select 1 from ${listPresence}
  where list_id = ${listId} and user_id = ${userId} and process <> ${process}
    and seen_at > now() - make_interval(secs => ${presenceTtlSeconds}))`;

/**
 * Who has which list open (members with a push stream), for the list's header. Streams are counted per list and user
 * in this process; the database holds one row per process, list and user, so opening 1,000 tabs costs one row, and
 * every process sees the others' rows. `onChange` is called when a user starts or stops having a list open anywhere,
 * so the header can be published again.
 */
export class Presence {
  readonly process = randomBytes(8).toString('hex');
  private readonly streams = new Map<string, number>();
  /** The database work of one list and user, in the order it was asked for (an open and a close may race). */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly db: Executor,
    heartbeatMs: number,
    private readonly onChange: (listId: number) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.refresh().catch(onError), refreshMs(heartbeatMs));
    this.timer.unref();
  }

  /** A stream of `listId` opened by `userId`. */
  enter(listId: number, userId: number): Promise<void> {
    const key = `${listId}:${userId}`;
    const count = (this.streams.get(key) ?? 0) + 1;
    this.streams.set(key, count);
    if (count > 1) return Promise.resolve();
    return this.inOrder(key, async () => {
      if (!this.streams.has(key)) return;
      const result = await this.db.execute(sql`
        with row as (
          insert into ${listPresence} (process, list_id, user_id) values (${this.process}, ${listId}, ${userId})
          on conflict (process, list_id, user_id) do update set seen_at = now()
        )
        select ${elsewhere(this.process, listId, userId)} as "elsewhere"`);
      if (!firstRow<{ elsewhere: boolean }>(result)?.elsewhere) await this.onChange(listId);
    });
  }

  /** A stream of `listId` of `userId` closed. */
  leave(listId: number, userId: number): Promise<void> {
    const key = `${listId}:${userId}`;
    const count = (this.streams.get(key) ?? 0) - 1;
    if (count > 0) {
      this.streams.set(key, count);
      return Promise.resolve();
    }
    this.streams.delete(key);
    return this.inOrder(key, async () => {
      if (this.streams.has(key)) return;
      const result = await this.db.execute(sql`
        with gone as (
          delete from ${listPresence}
          where process = ${this.process} and list_id = ${listId} and user_id = ${userId}
          returning 1
        )
        select ${elsewhere(this.process, listId, userId)} as "elsewhere", (select count(*)::int from gone) as "gone"`);
      const row = firstRow<{ elsewhere: boolean; gone: number }>(result);
      if (row && row.gone > 0 && !row.elsewhere) await this.onChange(listId);
    });
  }

  /** Keeps this process's rows fresh, and drops rows of processes that stopped (a crash leaves them behind). */
  async refresh(): Promise<void> {
    await this.db.execute(sql`update ${listPresence} set seen_at = now() where process = ${this.process}`);
    await this.db.execute(
      sql`delete from ${listPresence} where seen_at < now() - make_interval(secs => ${2 * presenceTtlSeconds})`,
    );
  }

  /** Stops refreshing and removes this process's rows (the server is closing; its streams are ending). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled(this.queues.values());
    this.streams.clear();
    await this.db.execute(sql`delete from ${listPresence} where process = ${this.process}`);
  }

  private inOrder(key: string, work: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(key) ?? Promise.resolve()).then(work).catch(this.onError);
    this.queues.set(key, next);
    void next.then(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    });
    return next;
  }
}

const firstRow = <T>(result: unknown): T | undefined => rowsOf<T>(result)[0];
