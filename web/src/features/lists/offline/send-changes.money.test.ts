import { describe, expect, it } from 'vitest';
import { good } from '../shared/list-item.test-support';
import { applyChanges } from './changes';
import { FakeServer, MemoryStore, queue, queueUser as user } from './fake-server.test-support';
import { type SendReport, sendChanges } from './send-changes';

// A tick's price and a typed receipt made without signal wait in the queue with the ticks, and go once, in order.

const listId = 7;

const send = (store: MemoryStore, server: FakeServer, reports: SendReport[] = []) =>
  sendChanges(user, store, server, (report) => reports.push(report));

describe('a price and a receipt made offline', () => {
  it('show at once, go after the tick they follow, once, also when an answer was lost on the way', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    const price = await queue(store, { kind: 'price', listId, rowId: 1, price: 8_990 });
    const body = { total: 124_050, at: '2026-12-04 18:30', payer: 3, shares: [{ user: 3, factor: 1 }] };
    await queue(store, { kind: 'receipt', listId, rowId: 0, body });
    // On screen before any answer: the good ticked at its price; a receipt shows no item.
    const shown = applyChanges(server.items_, [...store.changes.values()], listId, 'added_at');
    expect(shown.items.find((item) => item.id === 1)).toMatchObject({ completed: true, price: 8_990 });
    expect([...shown.pending]).toEqual([1]);

    server.offline = true;
    expect(await send(store, server)).toBe('offline');
    expect(store.changes.size).toBe(3);
    server.offline = false;
    // The tick and its price went through before their answers were lost: replayed with their keys, nothing doubles.
    const [mark] = await store.list(user);
    await server.mark(1, mark?.id ?? '');
    await server.price(1, 8_990, price.id);

    const reports: SendReport[] = [];
    expect(await send(store, server, reports)).toBeNull();
    expect(reports.map((report) => [report.outcome, report.entry.change.kind])).toEqual([
      ['sent', 'mark'],
      ['sent', 'price'],
      ['sent', 'receipt'],
    ]);
    expect(server.items_.find((item) => item.id === 1)).toMatchObject({ completed: true, price: 8_990 });
    expect(server.receipts).toEqual([body]);
    expect(store.changes.size).toBe(0);
  });

  it('a price of a good someone unticked meanwhile is refused with the server’s word; an untick shows none', async () => {
    const server = new FakeServer([good(1, 'Молоко', { completed: true, price: 5_000 })]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: false });
    const shown = applyChanges(server.items_, [...store.changes.values()], listId, 'added_at');
    expect(shown.items[0]).toMatchObject({ completed: false, price: null });
    await queue(store, { kind: 'price', listId, rowId: 1, price: 8_990 }, 'Молоко');
    expect(await send(store, server)).toBeNull();
    expect(store.refused).toMatchObject([{ name: 'Молоко', kind: 'price', reason: 'ITEM_NOT_BOUGHT' }]);
    expect(server.items_[0]).toMatchObject({ completed: false, price: null });
  });
});
