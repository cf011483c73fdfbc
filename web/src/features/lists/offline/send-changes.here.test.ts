import { describe, expect, it } from 'vitest';
import { good } from '../shared/list-item.test-support';
import { FakeServer, MemoryStore, queue, queueUser as user } from './fake-server.test-support';
import { type SendReport, sendChanges } from './send-changes';

// "I'm at …" in the queue: said before the ticks made in that shop, so the server counts them for its order, once.

const listId = 7;

const send = (store: MemoryStore, server: FakeServer, reports: SendReport[] = []) =>
  sendChanges(user, store, server, (report) => reports.push(report));

describe('the shop the user is in', () => {
  it('says the shop before the ticks made there, once each, also when an answer was lost on the way', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    const here = await queue(store, { kind: 'here', listId, rowId: 0, store: 5 });
    const tick = await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    await queue(store, { kind: 'here', listId, rowId: 0, store: null });
    await queue(store, { kind: 'mark', listId, rowId: 2, completed: true });
    server.offline = true;
    expect(await send(store, server)).toBe('offline');
    server.offline = false;
    // The first two went through before the answers were lost: the replays with their keys change nothing.
    await server.here(listId, 5, here.id);
    await server.mark(1, tick.id);

    const reports: SendReport[] = [];
    expect(await send(store, server, reports)).toBeNull();
    expect(server.tickedAt).toEqual([
      { rowId: 1, store: 5 },
      { rowId: 2, store: null },
    ]);
    expect(server.hereStore).toBeNull();
    expect(reports.map((report) => [report.outcome, report.entry.change.kind])).toEqual([
      ['sent', 'here'],
      ['sent', 'mark'],
      ['sent', 'here'],
      ['sent', 'mark'],
    ]);
    expect(store.changes.size).toBe(0);
  });
});
