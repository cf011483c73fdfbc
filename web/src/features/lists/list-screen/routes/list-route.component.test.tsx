import { listHeader, listItems, listStores } from '@listok/contract/api';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../lib/react/store';
import { itemsMessage, stubEventSource, TestEventSource } from '../../../../test/event-source';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { noListRights } from '../../shared/list-can';
import { allowing } from '../../shared/list-can.test-support';
import { listHeaderAnswer } from '../../shared/list-header.test-support';
import { good } from '../../shared/list-item.test-support';
import { setItemsView } from '../../shopping/shop-groups';
import { ListRoute } from './list-route';

// No service worker here: the real module would load Vite's PWA module.
vi.mock('../../../../lib/browser/pwa', () => ({
  startServiceWorker: vi.fn(),
  updateWaiting: createStore(false),
  applyUpdate: vi.fn(),
}));

const bread = good(41, 'Хлеб белый', { itemId: 40, name_en: 'White bread', added_at: '2026-03-01 10:15:00' });

const header = listHeaderAnswer;

/** The screen of list 5 (at `path`), its header and items answered as given; every other call is refused. */
async function showList(answer: unknown, { items = [bread], path = '/lists/5' } = {}) {
  fakeApi({
    [callOf(listHeader, { params: { id: 5 } })]: () => ({ json: answer }),
    [callOf(listItems, { params: { id: 5 } })]: () => ({ json: items }),
  });
  const shown = renderScreen(
    <Routes>
      <Route path="/lists/:id" element={<ListRoute />} />
    </Routes>,
    { path },
  );
  await screen.findByRole('heading', { name: 'Дача', level: 1 });
  return shown;
}

const box = () => screen.queryByRole('checkbox', { name: 'Отметить Хлеб белый' });
const addBox = () => screen.queryByText('Добавить товар');
const bell = () => screen.queryByRole('button', { name: /^Уведомления списка/ });

describe('the list screen shows what the header’s can allows', () => {
  it('a member of an active list ticks, changes and adds', async () => {
    await showList(header());
    expect(await screen.findByRole('checkbox', { name: 'Отметить Хлеб белый' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Изменить Хлеб белый' })).not.toHaveLength(0);
    expect(addBox()).not.toBeNull();
    expect(bell()).not.toBeNull();
  });

  it('reads the flags, not the role: a member’s header that allows nothing shows the list read-only', async () => {
    await showList(header({ can: noListRights }), { items: [] });
    expect(await screen.findByText('В списке пока ничего нет.')).toBeInTheDocument();
    expect(addBox()).toBeNull();
    // The bell of the list's notifications is `can.notify`'s, not membership's.
    expect(bell()).toBeNull();
  });

  it('a header kept offline by an older version (no can) shows the list read-only until it loads again', async () => {
    const { can: _, ...kept } = header();
    await showList(kept);
    expect(await screen.findByText('Хлеб белый')).toBeInTheDocument();
    expect(box()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить Хлеб белый' })).toBeNull();
    expect(addBox()).toBeNull();
  });

  it('a closed list: the owner may recover it from its notice, a member is told who can', async () => {
    const closed = allowing('rename', 'delete', 'close', 'recover', 'share', 'removeMember', 'join', 'copy', 'notify');
    const owner = await showList(header({ active: false, isOwner: true, can: closed }));
    expect(await screen.findByText('Этот список завершён. Создайте новый или восстановите этот.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Восстановить список' })).toBeInTheDocument();
    expect(box()).toBeNull();
    owner.unmount();

    await showList(header({ active: false, can: allowing('leave', 'join', 'copy', 'notify') }));
    expect(
      await screen.findByText('Этот список завершён владельцем. Восстановить его может только он.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Восстановить список' })).toBeNull();
  });

  it('someone with the link joins when the header allows it, and is asked to sign in when not', async () => {
    const stranger = header({ access: undefined, isMember: false, can: allowing('join') });
    const signedIn = await showList(stranger, { path: '/lists/5?ac=code' });
    expect(await screen.findByRole('button', { name: 'Присоединиться' })).toBeInTheDocument();
    expect(box()).toBeNull();
    signedIn.unmount();

    await showList({ ...stranger, can: noListRights }, { path: '/lists/5?ac=code' });
    expect(await screen.findByText(/Вы смотрите список по ссылке/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Присоединиться' })).toBeNull();
  });
});

describe('a list of another kind than shopping', () => {
  it('is shown as a table, with no department view to choose, even when this device chose it', async () => {
    setItemsView('departments');
    try {
      const { user } = await showList(header({ kind: 'todo' }));
      // A to-do list is ordered by due first; the view control comes back when that order is turned off.
      const byDue = await screen.findByRole('button', { name: 'По сроку', pressed: true });
      expect(screen.queryByRole('button', { name: /^Вид и порядок записей/ })).toBeNull();
      await user.click(byDue);
      const control = await screen.findByRole('button', { name: /^Вид и порядок записей: Списком/ });
      await user.click(control);
      expect(await screen.findByRole('menuitemradio', { name: /По времени добавления|Сначала старые/ })).toBeVisible();
      expect(screen.queryByRole('menuitemradio', { name: 'По отделам' })).toBeNull();
    } finally {
      setItemsView('table');
    }
  });
});

describe('opening a list', () => {
  it('reads its items once: the stream’s first event names the version the page read', async () => {
    stubEventSource();
    const version = { 'Items-Version': '7' };
    const { calls } = fakeApi({
      [callOf(listHeader, { params: { id: 5 } })]: () => ({ json: header() }),
      [callOf(listItems, { params: { id: 5 } })]: () => ({ json: [bread], headers: version }),
      [callOf(listStores, { params: { id: 5 } })]: () => ({ json: [] }),
    });
    const reads = (route: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === route).length;
    const itemsRead = callOf(listItems, { params: { id: 5 } });
    const headerRead = callOf(listHeader, { params: { id: 5 } });
    const shopsRead = callOf(listStores, { params: { id: 5 } });
    renderScreen(
      <Routes>
        <Route path="/lists/:id" element={<ListRoute />} />
      </Routes>,
      { path: '/lists/5' },
    );
    expect(await screen.findByRole('checkbox', { name: 'Отметить Хлеб белый' })).toBeInTheDocument();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    const source = TestEventSource.opened[0]!;
    // The header and the shops are read again on open (they carry no version); the items hold the one named.
    act(() => source.onopen?.());
    act(() => source.onmessage?.(itemsMessage(5, 7)));
    await waitFor(() => expect(reads(headerRead)).toBe(2));
    await waitFor(() => expect(reads(shopsRead)).toBe(2));
    expect(reads(itemsRead)).toBe(1);
    // A later change of the list is read.
    act(() => source.onmessage?.(itemsMessage(5, 8)));
    await waitFor(() => expect(reads(itemsRead)).toBe(2));
  });
});
