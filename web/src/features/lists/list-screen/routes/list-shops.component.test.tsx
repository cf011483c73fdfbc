import type { ListItem, Store } from '@listok/contract';
import { categories, listHeader, listItems, listStores, navigationMenu } from '@listok/contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../lib/react/store';
import { refreshMenu } from '../../../../lib/session/menu';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { queueChange } from '../../offline/item-changes';
import { menuButton } from '../../shared/components/deferred-menu.test-support';
import { listHeaderAnswer } from '../../shared/list-header.test-support';
import { good as shoppingItem } from '../../shared/list-item.test-support';
import { setItemsView, setTickedRows } from '../../shopping/shop-groups';
import { ListRoute } from './list-route';

vi.mock('../../../../lib/browser/pwa', () => ({
  startServiceWorker: vi.fn(),
  updateWaiting: createStore(false),
  applyUpdate: vi.fn(),
}));
// The pick goes into the offline queue (its sending is tested in offline/); here, that it is asked for.
vi.mock('../../offline/item-changes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../offline/item-changes')>();
  return { ...actual, queueChange: vi.fn(actual.queueChange) };
});

const good = (id: number, name: string, category: number, stores: number[] = []): ListItem =>
  shoppingItem(id, name, { num: id, itemId: id * 10, category, stores });

const dairy = 1;
const bakery = 2;
const ashan: Store = { id: 7, name: 'Ашан', order: [bakery, dairy], arranged: true };
const market: Store = { id: 8, name: 'Рынок', order: [dairy, bakery], arranged: false };
const items = [good(1, 'Молоко', dairy), good(2, 'Хлеб', bakery, [ashan.id]), good(3, 'Сыр', dairy, [market.id])];

const header = (store: Store | null) =>
  listHeaderAnswer({
    isOwner: true,
    members: [{ id: 1, username: 'anna', owner: 1, store: store && { id: store.id, name: store.name } }],
  });

async function showList(store: Store | null, goods: ListItem[] = items) {
  fakeApi({
    [callOf(navigationMenu, {})]: () => ({
      json: { menu: { main: [], auth: [], lang: [] }, username: 'anna', lang: 'ru', isAdmin: false },
    }),
    [callOf(listHeader, { params: { id: 5 } })]: () => ({ json: header(store) }),
    [callOf(listItems, { params: { id: 5 } })]: () => ({ json: goods }),
    [callOf(listStores, { params: { id: 5 } })]: () => ({ json: [ashan, market] }),
    [callOf(categories, {})]: () => ({
      json: [
        { id: dairy, name_ru: 'Молочное', name_en: 'Dairy' },
        { id: bakery, name_ru: 'Хлеб и выпечка', name_en: 'Bakery' },
      ],
    }),
  });
  await refreshMenu();
  const shown = renderScreen(
    <Routes>
      <Route path="/lists/:id" element={<ListRoute />} />
    </Routes>,
    { path: '/lists/5' },
  );
  await screen.findByRole('heading', { name: 'Дача', level: 1 });
  return shown;
}

/** The department headings in the order shown, with the goods under each. */
const departments = () =>
  screen.getAllByRole('rowgroup').flatMap((group) => {
    const heading = within(group).queryByRole('rowheader');
    if (!heading) return [];
    const goods = within(group)
      .queryAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label')?.replace('Отметить ', ''));
    return [`${heading.textContent?.replace(/\d+ из \d+$/, '').trim()}: ${goods.join(', ')}`];
  });

afterEach(() => {
  setItemsView('table');
  setTickedRows('end');
});

/** The goods' rows in the order shown, by the names their checkboxes read out. */
const rows = () =>
  screen
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')?.replace(/^(Отметить|Снять отметку) /, ''));

describe('in one of the list’s shops', () => {
  it('shows its goods in its order, and folds the goods only the other shops have', async () => {
    setItemsView('departments');
    const { user } = await showList(ashan);
    await screen.findByRole('button', { name: /^Вид и порядок товаров: Ашан, По отделам/ });
    await waitFor(() => expect(departments()).toEqual(['Хлеб и выпечка: Хлеб', 'Молочное: Молоко']));
    const folded = screen.getByRole('button', { name: 'Только в других магазинах (1)' });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Отметить Сыр' })).toBeNull();

    await user.click(folded);
    expect(folded).toHaveAttribute('aria-expanded', 'true');
    const cheese = await screen.findByRole('checkbox', { name: 'Отметить Сыр' });
    expect(cheese).toBeVisible();
    // Its numbers go on from the shop's goods.
    expect(within(cheese.closest('tr') as HTMLElement).getByText('3')).toBeInTheDocument();
  });

  it('in no shop: the list’s own order, every good, nothing folded', async () => {
    setItemsView('departments');
    await showList(null);
    await screen.findByRole('checkbox', { name: 'Отметить Сыр' });
    expect(screen.queryByRole('button', { name: /Только в других магазинах/ })).toBeNull();
  });

  it('one tap in the view menu picks the shop and shows the goods by department', async () => {
    const { user } = await showList(null);
    await user.click(await menuButton(/^Вид и порядок товаров: Списком/));
    const pick = await screen.findByRole('menuitemradio', { name: 'Рынок' });
    expect(screen.getByRole('menuitemradio', { name: 'Не в магазине' })).toHaveAttribute('aria-checked', 'true');
    await user.click(pick);
    expect(queueChange).toHaveBeenCalledWith({ kind: 'here', listId: 5, rowId: 0, store: market.id }, 'Рынок');
    expect(await screen.findByRole('button', { name: /^Вид и порядок товаров: .*По отделам/ })).toBeVisible();
  });
});

describe('the plain view', () => {
  it('in a shop also folds the goods only the other shops have', async () => {
    await showList(ashan);
    await screen.findByRole('checkbox', { name: 'Отметить Хлеб' });
    expect(screen.getByRole('button', { name: 'Только в других магазинах (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('checkbox', { name: 'Отметить Сыр' })).toBeNull();
  });

  it('sinks ticked rows to the end; the view menu keeps them in place for those who want it', async () => {
    const ticked = { ...good(1, 'Молоко', dairy), completed: true } as ListItem;
    const { user } = await showList(null, [ticked, good(2, 'Хлеб', bakery), good(3, 'Сыр', dairy)]);
    await screen.findByRole('checkbox', { name: 'Отметить Хлеб' });
    expect(rows()).toEqual(['Хлеб', 'Сыр', 'Молоко']);

    await user.click(await menuButton(/^Вид и порядок товаров: Списком/));
    const atEnd = await screen.findByRole('menuitemcheckbox', { name: 'Отмеченные — в конце' });
    expect(atEnd).toHaveAttribute('aria-checked', 'true');
    await user.click(atEnd);
    await waitFor(() => expect(rows()).toEqual(['Молоко', 'Хлеб', 'Сыр']));
  });
});
