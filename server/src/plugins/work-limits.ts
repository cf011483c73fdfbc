import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { SessionUser } from './sessions.js';

/**
 * How much of a kind of costly work a process takes on. Per user: a rate (a bucket of `perMinute` calls that refills
 * evenly) and how many run at once; per process, optionally: how many run at once (`running`; on PGlite every
 * statement holds the one database, so costly work one at a time lets every other request in between its
 * statements), how many may wait for their turn, and the whole call's time budget, waiting included.
 */
export interface WorkLimits {
  perMinute: number;
  perUser: number;
  running?: number;
  waiting?: number;
  budgetMs?: number;
}

/** The time a call has left; costly work checks it between its steps and gives up (503, nothing changed) past it. */
export class Deadline {
  constructor(readonly at: number) {}

  static none = new Deadline(Number.POSITIVE_INFINITY);

  /** Throws when the time is up: the caller has not written anything yet, or its transaction rolls back. */
  check() {
    if (performance.now() > this.at) throw new AppError('BUSY');
  }
}

/** A user's bucket of calls: `tokens` left at `at` (ms). */
interface Bucket {
  tokens: number;
  at: number;
}

/** The users whose buckets are kept past this many are forgotten once their buckets are full again. */
const keptUsers = 10_000;

/** One kind of costly work: its limits and what is running and waiting in this process. */
export class WorkGate {
  private readonly buckets = new Map<number, Bucket>();
  private readonly runningFor = new Map<number, number>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: WorkLimits) {}

  /**
   * Runs `work` for the user within the limits: 429 when the user calls too often or already has `perUser` calls
   * running, 503 when the process has too many waiting; `work` gets the call's deadline.
   */
  async run<T>(user: SessionUser | null, work: (deadline: Deadline) => Promise<T>): Promise<T> {
    const deadline =
      this.limits.budgetMs === undefined ? Deadline.none : new Deadline(performance.now() + this.limits.budgetMs);
    if (!user) return work(deadline);
    this.take(user.id);
    const mine = this.runningFor.get(user.id) ?? 0;
    if (mine >= this.limits.perUser) throw new AppError('TOO_MANY_AT_ONCE');
    this.runningFor.set(user.id, mine + 1);
    try {
      await this.turn(deadline);
      try {
        return await work(deadline);
      } finally {
        this.done();
      }
    } finally {
      const left = (this.runningFor.get(user.id) ?? 1) - 1;
      if (left === 0) this.runningFor.delete(user.id);
      else this.runningFor.set(user.id, left);
    }
  }

  /** Takes a call from the user's bucket, or refuses with the seconds until the next one. */
  private take(userId: number) {
    const now = performance.now();
    const { perMinute } = this.limits;
    const perMs = perMinute / 60_000;
    const kept = this.buckets.get(userId);
    const tokens = kept ? Math.min(perMinute, kept.tokens + (now - kept.at) * perMs) : perMinute;
    if (tokens < 1)
      throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: Math.ceil((1 - tokens) / perMs / 1000) } });
    this.buckets.set(userId, { tokens: tokens - 1, at: now });
    if (this.buckets.size > keptUsers) this.forgetFull(now);
  }

  private forgetFull(now: number) {
    const perMs = this.limits.perMinute / 60_000;
    for (const [userId, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= this.limits.perMinute) this.buckets.delete(userId);
    }
  }

  /** Waits for a place among the process's running calls (first come, first served), within the deadline. */
  private async turn(deadline: Deadline) {
    const { running: most, waiting = 0 } = this.limits;
    if (most === undefined) return;
    if (this.running < most && this.queue.length === 0) {
      this.running += 1;
      return;
    }
    if (this.queue.length >= waiting) throw new AppError('BUSY');
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(
        () => {
          this.queue.splice(this.queue.indexOf(go), 1);
          reject(new AppError('BUSY'));
        },
        Math.max(0, deadline.at - performance.now()),
      );
      this.queue.push(go);
    });
  }

  /** A running call ended: the next waiting one takes its place. */
  private done() {
    if (this.limits.running === undefined) return;
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The costly calls' limits (plugins/work-limits.ts): the add box's search, a pasted list, a recipe's import. */
    work: { search: WorkGate; paste: WorkGate; imports: WorkGate };
  }
}

/**
 * The limits of the calls whose cost grows with their input or the data: the search on every keystroke, and a pasted
 * list (its lines read in a few statements, then one change; one paste at a time per process on PGlite, two on
 * PostgreSQL). Kept per process: what they protect is the process's time (docs/performance.md, "Statements that may
 * take longer than 10 ms").
 */
export const workLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { limits } = app.config;
    app.decorate('work', {
      search: new WorkGate({ perMinute: limits.searchesPerMinute, perUser: 4 }),
      paste: new WorkGate({
        perMinute: limits.pastesPerMinute,
        perUser: 1,
        running: app.database.kind === 'pglite' ? 1 : 2,
        waiting: 20,
        budgetMs: 10_000,
      }),
      // A recipe's import waits on another site (up to 10 s), then reads its lines as a paste does.
      imports: new WorkGate({ perMinute: limits.importsPerMinute, perUser: 2 }),
    });
  },
  { name: 'work-limits' },
);
