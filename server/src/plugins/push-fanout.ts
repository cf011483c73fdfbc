/**
 * The subscribers of this process, by topic, and the delivery of events to them. An event reaches up to `batchSize`
 * subscribers at once; to more (one list open on thousands of screens) it is delivered in batches with the event loop
 * free between them, so one event never holds up every other request for the time of thousands of socket writes.
 * Events are delivered in the order they came, to every subscriber: a later event waits for the batches of an earlier
 * one.
 */
export class Fanout<E extends { topic: string }> {
  private readonly listeners = new Map<string, Set<(event: E) => void>>();
  private readonly queue: { event: E; targets: ((event: E) => void)[]; next: number }[] = [];
  private pumping = false;

  constructor(private readonly batchSize = 500) {}

  /** Starts delivering events of the topics to `listener`; answers the function that stops it. */
  add(topics: readonly string[], listener: (event: E) => void): () => void {
    for (const topic of topics) {
      const set = this.listeners.get(topic) ?? new Set();
      this.listeners.set(topic, set);
      set.add(listener);
    }
    return () => {
      for (const topic of topics) {
        const set = this.listeners.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(topic);
      }
    };
  }

  deliver(event: E) {
    const set = this.listeners.get(event.topic);
    if (!set) return;
    if (this.queue.length === 0 && set.size <= this.batchSize) {
      for (const listener of set) listener(event);
      return;
    }
    this.queue.push({ event, targets: [...set], next: 0 });
    if (!this.pumping) {
      this.pumping = true;
      setImmediate(this.pump);
    }
  }

  private readonly pump = () => {
    let budget = this.batchSize;
    while (budget > 0 && this.queue.length > 0) {
      const job = this.queue[0]!;
      const set = this.listeners.get(job.event.topic);
      const end = Math.min(job.next + budget, job.targets.length);
      budget -= end - job.next;
      for (; job.next < end; job.next += 1) {
        const listener = job.targets[job.next]!;
        // One that stopped meanwhile (its stream ended) is skipped.
        if (set?.has(listener)) listener(job.event);
      }
      if (job.next === job.targets.length) this.queue.shift();
    }
    if (this.queue.length > 0) setImmediate(this.pump);
    else this.pumping = false;
  };
}
