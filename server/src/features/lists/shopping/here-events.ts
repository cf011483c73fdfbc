/** The least time between two events of "I'm at …" changes of one list, in a process. */
export const hereEventWindowMs = 1000;

/**
 * News of one key (a list) told at most once per window: the first change at once, the changes within the window as one
 * event when it ends, after the last of them. An event carries no state (a screen reads the header again), so the last
 * state always arrives, and a burst of changes makes at most one event per window and process. `send` must not reject
 * (publishListChange logs its own failures).
 */
export class CoalescedEvents<Key> {
  private readonly windows = new Map<Key, { again: boolean; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (key: Key) => Promise<void>,
  ) {}

  /** Tells of a change that is committed: now when the key's window is closed (opening one), else when it ends. */
  async tell(key: Key): Promise<void> {
    const open = this.windows.get(key);
    if (open) {
      open.again = true;
      return;
    }
    this.open(key);
    await this.send(key);
  }

  /** Forgets what waits: the app closes, and its push hub with it. */
  stop(): void {
    for (const { timer } of this.windows.values()) clearTimeout(timer);
    this.windows.clear();
  }

  private open(key: Key) {
    const timer = setTimeout(() => this.close(key), this.windowMs);
    this.windows.set(key, { again: false, timer });
  }

  private close(key: Key) {
    const window = this.windows.get(key);
    this.windows.delete(key);
    if (!window?.again) return;
    this.open(key);
    void this.send(key);
  }
}
