import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { queueReminders } from './reminders.js';
import { type BundleTiming, endedBundles, tellBundle } from './web-push.bundles.js';
import { deliverDue, type Outbox } from './web-push.outbox.js';

/** What a round reads of the configuration: the bundles' timing and the site's address (the messages' links). */
interface RoundSettings {
  publicUrl: string;
  webPush: BundleTiming & { now: () => Date };
}

/**
 * One round: ended bundles and the to-dos whose time has come become messages, then due messages go; answers when
 * the next round is needed (reminders are looked for by every round, and a round runs at least every sweep).
 */
export async function pushRound(db: Db, settings: RoundSettings, outbox: Outbox): Promise<number | undefined> {
  await queueReminders(db, settings.webPush.now(), settings.publicUrl);
  const { due, nextInMs } = await endedBundles(db, settings.webPush);
  let busy = false;
  for (const listId of due) {
    const queued = await tellBundle(db, listId, settings.publicUrl);
    if (queued === undefined) busy = true;
  }
  const nextSend = await deliverDue(outbox);
  const waits = [nextInMs, nextSend, busy ? 200 : undefined].filter((ms): ms is number => ms !== undefined);
  return waits.length > 0 ? Math.min(...waits) : undefined;
}

/**
 * The rounds of one process: one at a time (one asked for while another runs follows it), and a timer for the next
 * one due. Without `background` no timer is set: rounds run only when kicked or flushed (tests).
 */
export class PushRounds {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;
  private closed = false;

  constructor(
    private readonly round: () => Promise<number | undefined>,
    private readonly log: FastifyBaseLogger,
    private readonly background: boolean,
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
        this.log.error({ err: error }, 'push round failed');
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

  /** No more rounds: the timer goes, the round running is awaited. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
