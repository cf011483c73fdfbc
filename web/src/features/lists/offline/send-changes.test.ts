import type { UpdateItemBody } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api';
import { good, todo } from '../shared/list-item.test-support';
import { FakeServer, MemoryStore, queue, queueUser as user } from './fake-server.test-support';
import { listGoneReason, type SendReport, sendChanges, withNamedItem } from './send-changes';

const listId = 7;

const send = (store: MemoryStore, server: FakeServer, reports: SendReport[] = []) =>
  sendChanges(user, store, server, (report) => reports.push(report));

describe('sending the queue', () => {
  it('sends the changes in the order made, each with its own key, and empties the queue', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    const a = await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    const b = await queue(store, { kind: 'update', listId, rowId: 2, fields: { amount: 3 } });
    const c = await queue(store, { kind: 'remove', listId, rowId: 1 });

    expect(await send(store, server)).toBeNull();
    expect(server.keys).toEqual([a.id, b.id, c.id]);
    // The delete came after the tick: the server refuses deleting a completed item, and the user is told.
    expect(store.refused).toMatchObject([{ id: c.id, kind: 'remove', reason: 'ITEM_COMPLETED' }]);
    expect(server.items_.map((i) => [i.id, i.completed, i.amount])).toEqual([
      [1, true, 1],
      [2, false, 3],
    ]);
    expect(store.changes.size).toBe(0);
  });

  it('starts from the items the screen holds when they are the latest known, without reading them', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    const onScreen = structuredClone(server.items_);
    const cached = Object.assign(Object.create(server) as FakeServer, { cached: () => onScreen });
    expect(await sendChanges(user, store, cached, () => undefined)).toBeNull();
    expect(server.reads).toBe(0);
    expect(server.items_[0]?.completed).toBe(true);

    // Without them (or when they may be behind), the run reads the items first.
    await queue(store, { kind: 'mark', listId, rowId: 2, completed: true });
    expect(await send(store, server)).toBeNull();
    expect(server.reads).toBe(1);
  });

  it('stops without the network, keeps every change, and sends each once when the network is back', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    await queue(store, { kind: 'mark', listId, rowId: 2, completed: true });
    server.offline = true;
    expect(await send(store, server)).toBe('offline');
    expect(store.changes.size).toBe(2);

    server.offline = false;
    // The first answer is lost on the way back: the tick was made, the client does not know.
    const first = [...store.changes.values()][0]!;
    await server.mark(1, first.id);
    expect(await send(store, server)).toBeNull();
    // The replay with the same key changed nothing: both items end marked, neither toggled back.
    expect(server.items_.map((i) => i.completed)).toEqual([true, true]);
    expect(store.changes.size).toBe(0);
  });

  it('drops every change of a list that is gone (deleted, or the user removed), once, with a note, never looping', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    const changes = [
      await queue(store, { kind: 'mark', listId, rowId: 1, completed: true }, 'Молоко'),
      await queue(store, { kind: 'update', listId, rowId: 2, fields: { amount: 3 } }, 'Хлеб'),
      await queue(store, { kind: 'add', listId, rowId: -5, productId: 30, shown: good(-5, 'Сыр') }, 'Сыр'),
      await queue(store, { kind: 'remove', listId, rowId: 2 }, 'Хлеб'),
    ];
    server.deleted = true;
    const reports: SendReport[] = [];
    expect(await send(store, server, reports)).toBeNull();
    expect(store.changes.size).toBe(0);
    expect(server.keys).toEqual([]);
    expect(server.reads).toBe(1);
    expect(store.refused.map((r) => [r.id, r.name, r.reason])).toEqual(
      changes.map((c) => [c.id, c.name, listGoneReason]),
    );
    expect(reports.every((r) => r.outcome === 'refused')).toBe(true);
    // Nothing is left to try again.
    expect(await send(store, server)).toBeNull();
    expect(server.reads).toBe(1);
  });

  it('does not undo a tick another member made meanwhile: a mark says the state wanted', async () => {
    const server = new FakeServer([good(1, 'Молоко', { completed: true })]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    expect(await send(store, server)).toBeNull();
    expect(server.keys).toEqual([]);
    expect(server.items_[0]!.completed).toBe(true);
  });

  it('merges edits per field: an amount from one member and a unit from another both survive', async () => {
    const server = new FakeServer([good(1, 'Молоко', { amount: 1, unit: 1, link: 'shop.example/milk' })]);
    const anna = new MemoryStore();
    const boris = new MemoryStore();
    await queue(anna, { kind: 'update', listId, rowId: 1, fields: { amount: 3 } });
    await queue(boris, { kind: 'update', listId, rowId: 1, fields: { unit: { id: 4, name_ru: 'л', name_en: 'l' } } });
    await send(anna, server);
    await send(boris, server);
    expect(server.items_[0]).toMatchObject({ amount: 3, unit: 4, link: 'shop.example/milk' });
  });

  it('applies an edit to an item someone marked meanwhile and leaves it marked', async () => {
    const server = new FakeServer([good(1, 'Молоко', { completed: true })]);
    const store = new MemoryStore();
    const edit = await queue(store, { kind: 'update', listId, rowId: 1, fields: { amount: 2 } });
    // The network drops right after the item was reopened for the edit.
    const original = server.update.bind(server);
    let drops = 1;
    server.update = async (...args) => {
      if (drops-- > 0) throw new ApiError(0, null);
      return original(...args);
    };
    expect(await send(store, server)).toBe('offline');
    expect(store.changes.get(edit.seq)?.reopened).toBe(true);

    expect(await send(store, server)).toBeNull();
    expect(server.items_[0]).toMatchObject({ amount: 2, completed: true });
    expect(server.keys).toEqual([`${edit.id}:reopen`, edit.id, `${edit.id}:close`]);
  });

  it('reports a change the server refuses and goes on with the next', async () => {
    const server = new FakeServer([good(1, 'Молоко'), good(2, 'Хлеб')]);
    const store = new MemoryStore();
    await queue(store, { kind: 'update', listId, rowId: 2, fields: { amount: 5 } }, 'Хлеб');
    server.items_ = server.items_.filter((i) => i.id !== 2);
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true }, 'Молоко');
    const reports: SendReport[] = [];
    expect(await send(store, server, reports)).toBeNull();
    expect(reports.map((r) => r.outcome)).toEqual(['refused', 'sent']);
    expect(store.refused).toMatchObject([{ name: 'Хлеб', kind: 'update', reason: 'offline.gone', listId }]);
    expect(server.items_[0]!.completed).toBe(true);
  });

  it('reports every change to a list that was closed meanwhile with the server’s reason', async () => {
    const server = new FakeServer([good(1, 'Молоко')]);
    server.active = false;
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true }, 'Молоко');
    await queue(store, { kind: 'add', listId, rowId: -5, productId: 30, shown: good(-5, 'Сыр') }, 'Сыр');
    expect(await send(store, server)).toBeNull();
    expect(store.refused.map((r) => [r.name, r.reason])).toEqual([
      ['Молоко', 'LIST_CLOSED'],
      ['Сыр', 'LIST_CLOSED'],
    ]);
  });

  it('gives the changes of an item added offline the id the server gave it', async () => {
    const server = new FakeServer([]);
    const store = new MemoryStore();
    await queue(store, { kind: 'add', listId, rowId: -1, productId: 30, shown: good(-1, 'Сыр') });
    await queue(store, { kind: 'update', listId, rowId: -1, fields: { amount: 2 } });
    await queue(store, { kind: 'mark', listId, rowId: -1, completed: true });
    expect(await send(store, server)).toBeNull();
    expect(server.items_).toMatchObject([{ itemId: 30, amount: 2, completed: true }]);
    expect(store.refused).toEqual([]);
  });

  it('sends a change made on the stand-in while its add was on its way to the item the server made', async () => {
    const server = new FakeServer([]);
    const store = new MemoryStore();
    await queue(store, { kind: 'add', listId, rowId: -1, productId: 30, shown: good(-1, 'Сыр') });
    // The screen still showed the stand-in when the user ticked it: the tick joins the queue after the run began.
    const add = server.add.bind(server);
    server.add = async (...call) => {
      await queue(store, { kind: 'mark', listId, rowId: -1, completed: true });
      return add(...call);
    };
    expect(await send(store, server)).toBeNull();
    expect(await send(store, server)).toBeNull();
    expect(server.items_).toMatchObject([{ itemId: 30, completed: true }]);
    expect(store.refused).toEqual([]);
    // A change made after the answer, on a screen not yet redrawn, names the item too.
    expect(withNamedItem({ kind: 'remove', listId, rowId: -1 })).toEqual({ kind: 'remove', listId, rowId: 100 });
  });

  it('adds with the amount and unit typed, and without them when none were', async () => {
    const server = new FakeServer([]);
    const store = new MemoryStore();
    const shown = good(-1, 'Яблоки');
    await queue(store, { kind: 'add', listId, rowId: -1, productId: 50, shown, amount: 2.5, unit: 3 });
    await queue(store, { kind: 'add', listId, rowId: -2, productId: 60, shown: good(-2, 'Хлеб') });
    expect(await send(store, server)).toBeNull();
    expect(server.items_.map((i) => [i.itemId, i.amount, i.unit])).toEqual([
      [50, 2.5, 3],
      [60, 1, 1],
    ]);
  });

  it('treats a product someone else put on the list meanwhile as added, and edits that item', async () => {
    const server = new FakeServer([good(3, 'Сыр', { itemId: 30 })]);
    const store = new MemoryStore();
    await queue(store, { kind: 'add', listId, rowId: -1, productId: 30, shown: good(-1, 'Сыр') });
    await queue(store, { kind: 'update', listId, rowId: -1, fields: { amount: 4 } });
    expect(await send(store, server)).toBeNull();
    expect(server.items_).toMatchObject([{ id: 3, amount: 4 }]);
    expect(store.refused).toEqual([]);
  });

  it('keeps the queue when the session ended, for the next sign-in', async () => {
    const server = new FakeServer([good(1, 'Молоко')]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    server.items = async () => {
      throw new ApiError(401, { code: 'UNAUTHORIZED' });
    };
    expect(await send(store, server)).toBe('signed-out');
    expect(store.changes.size).toBe(1);
    expect(store.refused).toEqual([]);
  });
});

describe('a plain entry typed offline', () => {
  it('is added once; its later edit goes to the item the server made, and to the one already there', async () => {
    const server = new FakeServer([todo(1, 'Полить цветы')], 'todo');
    const store = new MemoryStore();
    const shown = (name: string) => todo(-1, name);
    await queue(store, { kind: 'entry', listId, rowId: -5, text: 'Позвонить маме', shown: shown('Позвонить маме') });
    await queue(store, { kind: 'update', listId, rowId: -5, fields: { name: 'Позвонить бабушке', amount: null } });
    // Someone added this one meanwhile: the entry answers nothing, and its edit goes to theirs.
    await queue(store, { kind: 'entry', listId, rowId: -6, text: 'полить цветы', shown: shown('полить цветы') });
    await queue(store, { kind: 'update', listId, rowId: -6, fields: { note: 'на балконе' } });

    expect(await send(store, server)).toBeNull();
    expect(store.refused).toEqual([]);
    expect(server.items_.map((i) => [i.name, i.itemId, i.amount, i.note])).toEqual([
      ['Полить цветы', null, null, 'на балконе'],
      ['Позвонить бабушке', null, null, ''],
    ]);
  });
});

describe('edits made apart', () => {
  it('an edit says what the device saw of the fields it changes, and when it was made', async () => {
    const server = new FakeServer([good(1, 'Молоко', { note: '' })]);
    const store = new MemoryStore();
    const bodies: UpdateItemBody[] = [];
    const update = server.update.bind(server);
    server.update = async (rowId, body, key) => {
      bodies.push(body);
      return update(rowId, body, key);
    };
    const made = await queue(store, {
      kind: 'update',
      listId,
      rowId: 1,
      fields: { note: '3,2%' },
      seen: { note: '' },
    });
    expect(await send(store, server)).toBeNull();
    expect(bodies).toEqual([
      {
        amount: 1,
        unit: 1,
        note: '3,2%',
        seen: { note: '' },
        madeAt: new Date(Math.floor(made.seq / 1000)).toISOString(),
      },
    ]);
  });

  it('an amount added on two phones sums: the add of a good someone added meanwhile puts its amount on top', async () => {
    const server = new FakeServer([good(3, 'Молоко', { itemId: 30, amount: 2, unit: 5 })]);
    const store = new MemoryStore();
    /** This phone's add of the milk under the stand-in `rowId`, with what was typed. */
    const addMilk = (rowId: number, typed: { amount?: number; unit?: number } = {}) =>
      queue(store, { kind: 'add', listId, rowId, productId: 30, shown: good(rowId, 'Молоко'), ...typed });
    await addMilk(-1, { amount: 1.5, unit: 5 });
    // No amount typed: the good is on the list, as wanted; nothing is added to it.
    await addMilk(-2);
    expect(await send(store, server)).toBeNull();
    expect(server.items_).toMatchObject([{ id: 3, amount: 3.5, unit: 5 }]);
    // Another unit is not summed.
    await addMilk(-3, { amount: 1, unit: 6 });
    expect(await send(store, server)).toBeNull();
    expect(server.items_).toMatchObject([{ id: 3, amount: 3.5, unit: 5 }]);
    expect(store.refused).toEqual([]);
  });
});
