import { defaultItemSort, paginationHeaders } from '@listok/contract/base';
import { hashKey, QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { keptAnswers as kept } from '../../../test/kept-answers';
import { listKeys } from '../shared/api/keys';
import { good } from '../shared/list-item.test-support';
import { keepEveryList, keptListsBudget, shownNow } from './keep-every-list';
import { defaultListsView } from './lists-view';

// Every list offline (issue 51): the user's active lists are kept on the device, within a budget, and read again only
// when they changed.

// What IndexedDB keeps per user, in memory here (test/kept-answers.ts).
vi.mock('../../../lib/offline/stored-data', async (original) =>
  (await import('../../../test/kept-answers')).keptInMemory(original),
);

const summary = (id: number, updatedAt: string, itemCount = 2) => ({
  id,
  name: `Список ${id}`,
  kind: 'shopping',
  access: 'code',
  active: true,
  isOwner: true,
  isMember: true,
  can: {},
  createdAt: '2026-12-01 10:00',
  updatedAt,
  memberCount: 1,
  itemCount,
  completedCount: 0,
});

/** The server of `lists`: My lists in one page, each list's header and items; the lists whose items were read. */
function serve(lists: ReturnType<typeof summary>[]) {
  const read: number[] = [];
  const handlers: Parameters<typeof fakeApi>[0] = {
    'GET /api/lists': () => ({ json: lists, headers: { [paginationHeaders.pagesCount]: '1' } }),
  };
  for (const list of lists) {
    handlers[`GET /api/list/${list.id}/header`] = () => ({ json: { id: list.id, name: list.name } });
    handlers[`GET /api/list/${list.id}`] = () => {
      read.push(list.id);
      return { json: [good(list.id * 10, 'Молоко')] };
    };
  }
  fakeApi(handlers);
  return read;
}

const keptItems = (user: string, listId: number) =>
  kept.get(`${user} ${hashKey(listKeys.items(listId, undefined, defaultItemSort))}`);

beforeEach(() => {
  kept.clear();
  localStorage.clear();
});

describe('every list kept on the device', () => {
  it('keeps each active list’s header and items, and reads again only the ones that changed', async () => {
    const read = serve([summary(1, '2026-12-04 10:00'), summary(2, '2026-12-04 09:00')]);
    await keepEveryList('anna');
    expect(read).toEqual([1, 2]);
    expect(keptItems('anna', 2)).toMatchObject([{ name: 'Молоко' }]);
    expect(kept.get(`anna ${hashKey(listKeys.header(2, undefined))}`)).toMatchObject({ name: 'Список 2' });

    // Nothing changed: nothing is read again. List 1 changed: it alone is.
    const again = serve([summary(1, '2026-12-04 11:00'), summary(2, '2026-12-04 09:00')]);
    await keepEveryList('anna');
    expect(again).toEqual([1]);
    // Signing out forgot what was kept: it is read again whatever the device remembers of it.
    kept.clear();
    const afterSignOut = serve([summary(1, '2026-12-04 11:00'), summary(2, '2026-12-04 09:00')]);
    await keepEveryList('anna');
    expect(afterSignOut).toEqual([1, 2]);
  });

  it('leaves a list its screen shows now to the screen, whose own reads keep it', async () => {
    const queryClient = new QueryClient();
    const key = listKeys.items(1, undefined, defaultItemSort);
    queryClient.setQueryData(key, [good(10, 'Молоко')]);
    const screen = new QueryObserver(queryClient, { queryKey: key, enabled: false }).subscribe(() => {});
    const read = serve([summary(1, '2026-12-04 10:00'), summary(2, '2026-12-04 09:00')]);
    await keepEveryList('anna', shownNow(queryClient));
    expect(read).toEqual([2]);
    screen();
  });

  it('stops at the budget of items, the newest lists first, and keeps the pages of My lists it read', async () => {
    const big = keptListsBudget.items - 10;
    const read = serve([summary(1, '2026-12-04 10:00', big), summary(2, '2026-12-04 09:00', 20)]);
    await keepEveryList('anna');
    expect(read).toEqual([1]);
    expect(keptItems('anna', 2)).toBeUndefined();
    const page = kept.get(`anna ${hashKey(listKeys.page(defaultListsView))}`) as { items: { id: number }[] };
    expect(page.items.map((list) => list.id)).toEqual([1, 2]);
  });
});
