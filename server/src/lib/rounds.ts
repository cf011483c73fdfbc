import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Executor, rowsOf } from '../db/client.js';

/**
 * Background work done in rounds (Web Push's bundles and messages, the pages of items' links): the rounds of one
 * process, one at a time (one asked for while another runs follows it), and a timer for the next
 * one due. Without `background` no timer is set: rounds run only when kicked or flushed (tests).
 */
export class Rounds {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;
  private closed = false;

  constructor(
    private readonly round: () => Promise<number | undefined>,
    private readonly log: FastifyBaseLogger,
    private readonly background: boolean,
    private readonly name = 'round',
  ) {}

  /** Runs a round now (or right after the one running). */
  readonly kick = (): void => {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.roundsWhileAsked().finally(() => {
      this.running = undefined;
    });
  };

  private async roundsWhileAsked(): Promise<void> {
    do {
      this.again = false;
      try {
        const nextMs = await this.round();
        if (nextMs !== undefined) this.wake(nextMs);
      } catch (error) {
        this.log.error({ err: error }, `${this.name} failed`);
      }
    } while (this.again && !this.closed);
  }

  /** Asks for a round in `ms` (the earliest asked for wins). */
  wake(ms: number): void {
    if (this.closed || !this.background) return;
    const at = Date.now() + ms;
    if (this.timer && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Number.POSITIVE_INFINITY;
        this.kick();
      },
      Math.max(0, ms),
    ).unref();
  }

  /** Runs rounds until nothing is due now; for tests and shutdown. */
  async flush(): Promise<void> {
    for (;;) {
      if (this.running) await this.running;
      const nextMs = await this.round();
      if (nextMs === undefined || nextMs > 0) return;
    }
  }

  /**
   * Rounds in the background of `app`: one once it is ready (whatever an earlier run left: a crash, a restart), one at
   * least every `sweepMs` (what another process or a retry's time made due), and none once it closes.
   */
  runIn(app: Pick<FastifyInstance, 'addHook'>, sweepMs: number): void {
    app.addHook('onReady', async () => this.kick());
    const sweep = setInterval(this.kick, sweepMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await this.close();
    });
  }

  /** No more rounds: the timer goes, the round running is awaited. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

/** Work of an app done in rounds in its background (reading links' pages, recipes' pictures). */
export interface BackgroundWork {
  /** Something may be due now: a round looks (in the background only). */
  kick(): void;
  /** Runs rounds until nothing is due now; for tests. */
  flush(): Promise<void>;
}

/**
 * The rounds of `round` in `app`'s background when `background` is on (`runIn`); off, rounds run only when flushed.
 */
export function backgroundWork(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  round: () => Promise<number | undefined>,
  options: { background: boolean; name: string; sweepMs: number },
): BackgroundWork {
  const rounds = new Rounds(round, app.log, options.background, options.name);
  if (options.background) rounds.runIn(app, options.sweepMs);
  return {
    kick: () => {
      if (options.background) rounds.kick();
    },
    flush: () => rounds.flush(),
  };
}

/**
 * Milliseconds until the next row of a background reader's table is due (0: one is due now), or undefined when none
 * waits: its rows to read have `read_at` null and are due at `next_at` (link_pages, recipe_pictures).
 */
export async function nextDueInMs(db: Executor, table: 'link_pages' | 'recipe_pictures'): Promise<number | undefined> {
  const rows = rowsOf<{ ms: string | null }>(
    await db.execute(
      sql`select (extract(epoch from min(next_at) - now()) * 1000)::text as ms from ${sql.identifier(table)}
        where read_at is null`,
    ),
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Math.max(0, Math.ceil(Number(ms)));
}
