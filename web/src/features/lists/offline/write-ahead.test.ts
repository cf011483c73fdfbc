import { describe, expect, it } from 'vitest';
import type { QueuedChange } from './changes';
import type { ChangeStore } from './send-changes';
import { type AheadStorage, withWriteAhead } from './write-ahead';

/** localStorage as a page sees it; it outlives the page, as the browser's does. */
function storage(): AheadStorage & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

/** IndexedDB's queue; with `hang`, a put never commits (the page is gone before). */
function store({ hang = false } = {}): ChangeStore & { kept: Map<number, QueuedChange> } {
  const kept = new Map<number, QueuedChange>();
  return {
    kept,
    list: async (user) => [...kept.values()].filter((entry) => entry.user === user).sort((a, b) => a.seq - b.seq),
    put: (entry) => (hang ? new Promise<void>(() => {}) : Promise.resolve(void kept.set(entry.seq, entry))),
    remove: async (seq) => void kept.delete(seq),
    refuse: async () => {},
  };
}

const tick = (seq: number, user = 'anna'): QueuedChange => ({
  seq,
  id: `key-${seq}`,
  user,
  name: 'Молоко',
  change: { kind: 'mark', listId: 1, rowId: 7, completed: true },
});

describe('the write-ahead of the change queue', () => {
  it('keeps a change whose put never committed, and the next start puts it into the store once', async () => {
    const local = storage();
    void withWriteAhead(store({ hang: true }), local).put(tick(1));

    const next = store();
    const reloaded = withWriteAhead(next, local);
    expect(await reloaded.list('anna')).toEqual([tick(1)]);
    expect(local.keys()).toEqual([]);
    expect(await withWriteAhead(next, local).list('anna')).toEqual([tick(1)]);
  });

  it('lets go of a change once the store holds it', async () => {
    const local = storage();
    const inner = store();
    await withWriteAhead(inner, local).put(tick(1));
    expect(local.keys()).toEqual([]);
    expect([...inner.kept.keys()]).toEqual([1]);
  });

  it("moves only the starting user's changes, and leaves another's for their start", async () => {
    const local = storage();
    const hung = withWriteAhead(store({ hang: true }), local);
    void hung.put(tick(1, 'anna'));
    void hung.put(tick(2, 'boris'));

    expect(await withWriteAhead(store(), local).list('anna')).toEqual([tick(1, 'anna')]);
    expect(await withWriteAhead(store(), local).list('boris')).toEqual([tick(2, 'boris')]);
    expect(local.keys()).toEqual([]);
  });

  it('works on without localStorage, or with a broken one', async () => {
    const inner = store();
    await withWriteAhead(inner, undefined).put(tick(1));
    const broken: AheadStorage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    await withWriteAhead(inner, broken).put(tick(2));
    expect(await withWriteAhead(inner, broken).list('anna')).toEqual([tick(1), tick(2)]);
  });
});
