import type { ListItem } from '@listok/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetVersions, itemsHeld } from '../shared/api/items-version';
import { listKeys } from '../shared/api/keys';
import { good } from '../shared/list-item.test-support';
import type { ItemChange, QueuedChange } from './changes';
import { showAnswer } from './item-changes';
import { noteVersion } from './items-api';

const listId = 7;
const entry = (change: ItemChange): QueuedChange => ({ seq: 1, id: 'k', user: 'anna', name: 'Груши', change });

/** A client holding what a list page shows: its header, its items in two orders, its suggestions and shop order. */
function page() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const items = [good(1, 'Груши'), good(2, 'Апельсины')];
  client.setQueryData(listKeys.header(listId, undefined), { name: 'Продукты' });
  client.setQueryData(listKeys.items(listId, undefined, 'added_at'), items);
  client.setQueryData(listKeys.items(listId, undefined, 'name'), [items[1], items[0]]);
  client.setQueryData(listKeys.listSuggestions(listId, 'ru'), []);
  client.setQueryData(listKeys.shopOrder(listId, undefined), []);
  /** Which parts of the list are to be read again. */
  const stale = () =>
    client
      .getQueryCache()
      .findAll({ queryKey: listKeys.detail(listId) })
      .filter((query) => query.state.isInvalidated)
      .map((query) => String(query.queryKey[3]))
      .sort();
  return { client, stale };
}

beforeEach(() => forgetVersions());

describe('showAnswer: the server answer of a sent change on screen, and what is read again', () => {
  it('a mark is answered with every item: they go into each order; the header and shop order are read again', () => {
    const { client, stale } = page();
    const answer: ListItem[] = [good(1, 'Груши', { completed: true }), good(2, 'Апельсины')];
    showAnswer(client, {
      outcome: 'sent',
      entry: entry({ kind: 'mark', listId, rowId: 1, completed: true }),
      items: answer,
    });
    expect(stale()).toEqual(['header', 'shop-order']);
    const byName = client.getQueryData<ListItem[]>(listKeys.items(listId, undefined, 'name'));
    expect(byName?.map((row) => [row.name, row.completed])).toEqual([
      ['Апельсины', false],
      ['Груши', true],
    ]);
  });

  it('a removal also reads the suggestions again; an addition (answered with its item alone) reads the items again, and so does a refusal', () => {
    const removal = page();
    showAnswer(removal.client, {
      outcome: 'sent',
      entry: entry({ kind: 'remove', listId, rowId: 2 }),
      items: [good(1, 'Груши')],
    });
    expect(removal.stale()).toEqual(['header', 'shop-order', 'suggestions']);

    const addition = page();
    const added = good(3, 'Бананы');
    showAnswer(addition.client, {
      outcome: 'sent',
      entry: entry({ kind: 'add', listId, rowId: -1, productId: 30, shown: added }),
      items: [],
      item: added,
    });
    expect(addition.stale()).toEqual(['header', 'items', 'items', 'shop-order', 'suggestions']);

    const refusal = page();
    showAnswer(refusal.client, {
      outcome: 'refused',
      entry: entry({ kind: 'mark', listId, rowId: 1, completed: true }),
      refused: { id: 'k', user: 'anna', listId, name: 'Груши', kind: 'mark', reason: 'NOT_FOUND', refusedAt: 0 },
    });
    expect(refusal.stale()).toEqual(['header', 'items', 'items', 'shop-order', 'suggestions']);
  });

  it('an addition one items version on from what the screen holds reads no items; two versions on, it reads them', () => {
    const added = good(3, 'Бананы');
    const add = entry({ kind: 'add', listId, rowId: -1, productId: 30, shown: added });
    const next = page();
    itemsHeld(listId, 4);
    noteVersion('k', 5);
    showAnswer(next.client, { outcome: 'sent', entry: add, items: [], item: added });
    expect(next.stale()).toEqual(['header', 'shop-order', 'suggestions']);
    expect(next.client.getQueryData<ListItem[]>(listKeys.items(listId, undefined, 'added_at'))?.length).toBe(3);

    // Someone else changed the list in between: the answer does not say what.
    const skipped = page();
    itemsHeld(listId, 4);
    noteVersion('k', 6);
    showAnswer(skipped.client, { outcome: 'sent', entry: add, items: [], item: added });
    expect(skipped.stale()).toEqual(['header', 'items', 'items', 'shop-order', 'suggestions']);
  });
});
