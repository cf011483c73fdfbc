import { AppError } from '../../../lib/errors.js';

/** What a refused client is told to wait: a slot frees only when one of its streams closes. */
const retryAfterSeconds = 30;

/**
 * The push streams open per client address in this process. One address holds at most `limit` at once; the next one is
 * refused with 429 until one of them closes.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes a slot of `address`, or throws TOO_MANY_REQUESTS. Answers the function that frees it (once). */
  take(address: string): () => void {
    const count = this.open.get(address) ?? 0;
    if (count >= this.limit) throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: retryAfterSeconds } });
    this.open.set(address, count + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}
