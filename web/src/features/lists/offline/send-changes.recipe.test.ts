import { describe, expect, it } from 'vitest';
import { good } from '../shared/list-item.test-support';
import { FakeServer, MemoryStore, queue, queueUser as user } from './fake-server.test-support';
import { type SendReport, sendChanges } from './send-changes';

// A saved recipe put on a list without signal waits in the queue like a tick, and goes once the network is back.

const listId = 7;

const send = (store: MemoryStore, server: FakeServer, reports: SendReport[] = []) =>
  sendChanges(user, store, server, (report) => reports.push(report));

describe('a recipe put on the list offline', () => {
  it('is sent in its turn, once, also when its answer was lost on the way', async () => {
    const server = new FakeServer([good(1, 'Молоко')]);
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    const recipe = await queue(store, {
      kind: 'recipe',
      listId,
      rowId: 0,
      body: { recipe: 3, servings: 6, skip: [2] },
    });
    server.offline = true;
    expect(await send(store, server)).toBe('offline');
    expect(store.changes.size).toBe(2);
    server.offline = false;
    // It went through before the answer was lost: the replay with its key adds nothing.
    await server.recipe(
      listId,
      recipe.change.kind === 'recipe' ? recipe.change.body : { recipe: 0, skip: [] },
      recipe.id,
    );

    const reports: SendReport[] = [];
    expect(await send(store, server, reports)).toBeNull();
    expect(server.recipes).toEqual([{ recipe: 3, servings: 6, skip: [2] }]);
    expect(reports.map((report) => [report.outcome, report.entry.change.kind])).toEqual([
      ['sent', 'mark'],
      ['sent', 'recipe'],
    ]);
    const sent = reports[1];
    expect(sent?.outcome === 'sent' && sent.items.map((item) => item.name)).toEqual(['Молоко', 'Рецепт 3']);
    expect(store.changes.size).toBe(0);
  });

  it('is refused with the server’s word when the list was closed meanwhile, and leaves the queue', async () => {
    const server = new FakeServer([]);
    server.active = false;
    const store = new MemoryStore();
    await queue(store, { kind: 'recipe', listId, rowId: 0, body: { recipe: 3, skip: [] } }, 'Блины');
    const reports: SendReport[] = [];
    expect(await send(store, server, reports)).toBeNull();
    expect(store.refused).toMatchObject([{ name: 'Блины', kind: 'recipe', reason: 'LIST_CLOSED' }]);
    expect(store.changes.size).toBe(0);
    expect(server.recipes).toEqual([]);
  });
});
