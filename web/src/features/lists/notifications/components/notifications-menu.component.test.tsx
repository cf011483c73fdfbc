import { sharedMessages } from '@listok/contract';
import { addressOf, goingShopping, listNotifications, listStores, setListNotifications } from '@listok/contract/api';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiErrorHandler } from '../../../../lib/notices/api-error-handler';
import { clearError, errorStore, messageStore } from '../../../../lib/notices/notices';
import { type FakeAnswer, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { menuButton } from '../../shared/components/deferred-menu.test-support';
import { NotificationsButton } from './notifications-button';

afterEach(() => {
  clearError();
  messageStore.set(null);
});

/** The app's cache: a failed change goes to the one error handler, which fills the error bar. */
function appQueryClient() {
  const handleApiError = createApiErrorHandler(vi.fn(), () => '/lists/5');
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handleApiError(error, mutation.meta) }),
  });
}

const ashan = { id: 7, name: 'Ашан', order: [], arranged: false };
const lenta = { id: 8, name: 'Лента', order: [], arranged: false };

/**
 * The bell of list 5 (a shopping list with `stores`, or a list of another kind), its mode `mode` on the server; the
 * bodies of the PUTs and of the "going shopping" POSTs it is sent.
 */
function showBell({
  mode = 'all',
  active = true,
  shoppingList = true,
  stores = [] as (typeof ashan)[],
  shopping = { status: 204, json: null } as FakeAnswer,
} = {}) {
  const saved: unknown[] = [];
  const going: unknown[] = [];
  const list = { params: { id: 5 } };
  const api = fakeApi({
    [`GET ${addressOf(listNotifications, list)}`]: () => ({ json: { mode } }),
    [`PUT ${addressOf(setListNotifications, list)}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { mode: string };
      saved.push(body);
      return { json: body };
    },
    [`POST ${addressOf(goingShopping, list)}`]: (_url, init) => {
      going.push(JSON.parse(String(init?.body)));
      return shopping;
    },
    [`GET ${addressOf(listStores, list)}`]: () => ({ json: stores }),
  });
  const shown = renderScreen(
    <NotificationsButton listId={5} active={active} shoppingList={shoppingList} menusReady />,
    { path: '/lists/5', queryClient: appQueryClient() },
  );
  return { ...shown, api, saved, going };
}

const openMenu = async (user: ReturnType<typeof showBell>['user'], name = 'Уведомления списка') => {
  await user.click(await menuButton(name));
  // Named by its button too (React Aria), so the name follows the mode.
  return screen.findByRole('menu', { name: /Уведомления списка/ });
};

const modeItem = (name: string) => screen.getByRole('menuitemradio', { name });

describe('the bell of a list', () => {
  it('shows the list’s mode for the member, checked among the three', async () => {
    const { user } = showBell({ mode: 'shopping' });
    await openMenu(user);
    await waitFor(() => expect(modeItem('Только «Иду в магазин»')).toHaveAttribute('aria-checked', 'true'));
    expect(modeItem('Все изменения')).toHaveAttribute('aria-checked', 'false');
    expect(modeItem('Не уведомлять')).toHaveAttribute('aria-checked', 'false');
  });

  it('saves a choice with PUT, says so, and the bell is struck for "don’t notify"', async () => {
    const { user, saved } = showBell({ mode: 'all' });
    await openMenu(user);
    await waitFor(() => expect(modeItem('Все изменения')).toHaveAttribute('aria-checked', 'true'));
    await user.click(modeItem('Не уведомлять'));
    await waitFor(() => expect(saved).toEqual([{ mode: 'none' }]));
    await waitFor(() => expect(messageStore.get()?.text).toBe('Этот список больше не будет присылать вам уведомления'));
    expect(screen.getByRole('button', { name: 'Уведомления списка: выключены' })).toBeInTheDocument();
    await openMenu(user, 'Уведомления списка: выключены');
    expect(modeItem('Не уведомлять')).toHaveAttribute('aria-checked', 'true');
  });

  it('"going shopping" tells the members and says so', async () => {
    const { user, api, going } = showBell();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Иду в магазин' }));
    await waitFor(() => expect(messageStore.get()?.text).toBe('Участники узнают, что вы идёте в магазин'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/list/5/shopping',
    ]);
    expect(going).toEqual([{}]);
  });

  it('on a list with shops, offers going to each of them, and tells which one', async () => {
    const { user, going } = showBell({ stores: [ashan, lenta] });
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Иду в Ленту' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Иду в магазин' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Иду в Ашан' }));
    await waitFor(() => expect(messageStore.get()?.text).toBe('Участники узнают, что вы идёте в Ашан'));
    expect(going).toEqual([{ store: ashan.id }]);
  });

  it('a list of another kind offers no "going shopping" and no shops, only all or none', async () => {
    const { user, api, saved } = showBell({ shoppingList: false });
    const menu = await openMenu(user);
    await waitFor(() => expect(modeItem('Все изменения')).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Все изменения',
      'Не уведомлять',
    ]);
    expect(menu).not.toHaveTextContent('Иду в');
    expect(screen.queryByRole('menuitem', { name: 'Иду в магазин' })).toBeNull();
    await user.click(modeItem('Не уведомлять'));
    await waitFor(() => expect(saved).toEqual([{ mode: 'none' }]));
    expect(api.calls.some((call) => call.url.pathname.endsWith('/stores'))).toBe(false);
  });

  it('a list of another kind still shows "only going shopping" while it is the member’s mode', async () => {
    const { user, saved } = showBell({ shoppingList: false, mode: 'shopping' });
    await openMenu(user);
    await waitFor(() => expect(modeItem('Только «Иду в магазин»')).toHaveAttribute('aria-checked', 'true'));
    await user.click(modeItem('Все изменения'));
    await waitFor(() => expect(saved).toEqual([{ mode: 'all' }]));
    await openMenu(user);
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Все изменения',
      'Не уведомлять',
    ]);
  });

  it('"going shopping" again too soon: the server’s message in the error bar', async () => {
    const message = sharedMessages.ru.errors.SHOPPING_TOO_OFTEN.replace('{{minutes}}', '7');
    const { user } = showBell({
      shopping: { status: 429, json: { status: 429, code: 'SHOPPING_TOO_OFTEN', message } },
    });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Иду в магазин' }));
    await waitFor(() => expect(errorStore.get()).toEqual({ text: message, status: 429 }));
    expect(messageStore.get()).toBeNull();
  });

  it('a finished list offers no "going shopping", only the modes', async () => {
    const { user } = showBell({ active: false });
    await openMenu(user);
    expect(screen.queryByRole('menuitem', { name: 'Иду в магазин' })).toBeNull();
    expect(modeItem('Все изменения')).toBeInTheDocument();
  });

  it('on a device without notifications, leads to the settings’ switch', async () => {
    const { user } = showBell();
    await openMenu(user);
    expect(
      await screen.findByRole('menuitem', { name: 'Включить уведомления на этом устройстве' }),
    ).toBeInTheDocument();
  });
});
