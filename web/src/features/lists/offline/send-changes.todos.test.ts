import { describe, expect, it } from 'vitest';
import { localDateText } from '../../../lib/texts/server-date';
import { todo } from '../shared/list-item.test-support';
import { advancedDue, applyChanges } from './changes';
import { FakeServer, MemoryStore, queue, queueUser as user } from './fake-server.test-support';
import { sendChanges } from './send-changes';

// The queue's sending of a to-do's own fields: who does it, its due and repeat, and a repeating one's tick.

const listId = 7;

const send = (store: MemoryStore, server: FakeServer) => sendChanges(user, store, server, () => undefined);

describe('a to-do given to someone offline', () => {
  it('sends the member’s id, and nobody as null', async () => {
    const server = new FakeServer([todo(1, 'Вынести мусор')], 'todo');
    const store = new MemoryStore();
    await queue(store, { kind: 'update', listId, rowId: 1, fields: { assignee: { id: 42, username: 'boris' } } });
    expect(await send(store, server)).toBeNull();
    expect(server.items_[0]).toMatchObject({ kind: 'todo', assignee: { id: 42, username: 'user 42' } });
    await queue(store, { kind: 'update', listId, rowId: 1, fields: { assignee: null } });
    expect(await send(store, server)).toBeNull();
    expect(server.items_[0]).toMatchObject({ kind: 'todo', assignee: null });
  });
});

describe('a repeating to-do offline', () => {
  it('is shown moved on at once, and moves on once when the tick reaches the server', async () => {
    const today = localDateText().slice(0, 10);
    const bins = todo(1, 'Вынести мусор', { due: today, repeat: 'weekly' });
    const server = new FakeServer([bins], 'todo');
    const store = new MemoryStore();
    await queue(store, { kind: 'mark', listId, rowId: 1, completed: true });
    const shown = applyChanges(server.items_, await store.list(user), listId, 'added_at').items[0];
    expect(shown).toMatchObject({ completed: false, due: advancedDue(today, 'weekly') });
    expect(await send(store, server)).toBeNull();
    expect(await send(store, server)).toBeNull();
    expect(server.items_[0]).toMatchObject({ completed: false, due: advancedDue(today, 'weekly') });
    await queue(store, { kind: 'update', listId, rowId: 1, fields: { due: '2027-01-10 18:00', repeat: 'monthly' } });
    expect(await send(store, server)).toBeNull();
    expect(server.items_[0]).toMatchObject({ due: '2027-01-10 18:00', repeat: 'monthly' });
  });
});
