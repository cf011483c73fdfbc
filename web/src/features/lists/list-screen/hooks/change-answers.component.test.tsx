import type { ShoppingItem } from '@listok/contract';
import { listItems, reserveItem, untickAll } from '@listok/contract/api';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemsMessage, stubEventSource, TestEventSource } from '../../../../test/event-source';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { useUntickAll } from '../../items/api/untick-all';
import { useListEvents } from '../../realtime/hooks/use-list-events';
import { useListItems } from '../../shared/api/get-list-items';
import { forgetVersions } from '../../shared/api/items-version';
import { good, wish } from '../../shared/list-item.test-support';
import { useReserve } from '../../wishes/api/reserve';

// Untick all and a reservation answer what they changed: it goes on screen, and neither they nor their own push
// events read the list's items again.

const item = (id: number, name: string, extra: Partial<ShoppingItem> = {}) =>
  good(id, name, { itemId: id - 1, added_at: '2026-03-01 10:15:00', ...extra });

/** List 5's items as its screen reads them and keeps them live, with the two calls' buttons. */
function ListWithCalls() {
  const items = useListItems(5, undefined, 'added_at');
  useListEvents(5, undefined, items.isSuccess);
  const untick = useUntickAll(5);
  const reserve = useReserve(5, undefined);
  const shown = items.data?.map(
    (row) => `${row.name}${row.completed ? ' ✓' : ''}${row.kind === 'wishlist' && row.reserved_by_me ? ' 🎁' : ''}`,
  );
  return (
    <>
      <p>{shown?.join(', ')}</p>
      <button type="button" onClick={() => untick.mutate()}>
        untick
      </button>
      <button type="button" onClick={() => reserve.mutate({ rowId: 41, reserve: true })}>
        reserve
      </button>
    </>
  );
}

/** The screen with its stream open and told that the items read are the latest (version 3). */
async function showList(answers: Parameters<typeof fakeApi>[0]) {
  forgetVersions();
  stubEventSource();
  const { calls } = fakeApi(answers);
  const shown = renderScreen(<ListWithCalls />);
  await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
  const source = TestEventSource.opened[0]!;
  act(() => source.onopen?.());
  act(() => source.onmessage?.(itemsMessage(5, 3)));
  const readsOfItems = () => calls.filter((call) => call.url.pathname === '/api/list/5').length;
  return { ...shown, source, readsOfItems };
}

describe('a change answered with what it changed', () => {
  it('untick all: its items go on screen, and its own event, even one before the answer, reads nothing', async () => {
    let source: TestEventSource | undefined;
    const shown = await showList({
      [callOf(listItems, { params: { id: 5 } })]: () => ({
        json: [item(41, 'Хлеб', { completed: true }), item(42, 'Молоко')],
        headers: { 'Items-Version': '3' },
      }),
      [callOf(untickAll, { params: { id: 5 } })]: () => {
        // The change's push event comes before its answer.
        source?.onmessage?.(itemsMessage(5, 4));
        return { json: [item(41, 'Хлеб'), item(42, 'Молоко')], headers: { 'Items-Version': '4' } };
      },
    });
    source = shown.source;
    expect(await screen.findByText('Хлеб ✓, Молоко')).toBeInTheDocument();
    await shown.user.click(screen.getByRole('button', { name: 'untick' }));
    expect(await screen.findByText('Хлеб, Молоко')).toBeInTheDocument();
    await act(async () => source?.onmessage?.(itemsMessage(5, 4)));
    expect(shown.readsOfItems()).toBe(1);
    // A later change of someone else's is read.
    act(() => source?.onmessage?.(itemsMessage(5, 5)));
    await waitFor(() => expect(shown.readsOfItems()).toBe(2));
  });

  it('a reservation: the wish goes on screen reserved, and its own event reads nothing; the next one does', async () => {
    const shown = await showList({
      [callOf(listItems, { params: { id: 5 } })]: () => ({
        json: [wish(41, 'Наушники', { reserved: false, reserved_by_me: false })],
        headers: { 'Items-Version': '3' },
      }),
      [callOf(reserveItem, { params: { id: 5, itemRowId: 41 } })]: () => ({
        json: wish(41, 'Наушники', { reserved: true, reserved_by_me: true }),
      }),
    });
    expect(await screen.findByText('Наушники')).toBeInTheDocument();
    await shown.user.click(screen.getByRole('button', { name: 'reserve' }));
    expect(await screen.findByText('Наушники 🎁')).toBeInTheDocument();
    await act(async () => shown.source.onmessage?.(itemsMessage(5)));
    expect(shown.readsOfItems()).toBe(1);
    act(() => shown.source.onmessage?.(itemsMessage(5)));
    await waitFor(() => expect(shown.readsOfItems()).toBe(2));
  });
});
