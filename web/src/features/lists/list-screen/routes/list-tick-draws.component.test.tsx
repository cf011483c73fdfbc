import { listHeader, listItems, markItem, navigationMenu } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../lib/react/store';
import { loadMenu } from '../../../../lib/session/menu';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { listHeaderAnswer } from '../../shared/list-header.test-support';
import { good } from '../../shared/list-item.test-support';
import { ListRoute } from './list-route';

// No service worker here: the real module would load Vite's PWA module.
vi.mock('../../../../lib/browser/pwa', () => ({
  startServiceWorker: vi.fn(),
  updateWaiting: createStore(false),
  applyUpdate: vi.fn(),
}));

// React Aria's combo box (the add box) and menu triggers (the list's, the bell's, the view's) as they are, each
// drawing counted: they are the costly parts of the screen that show nothing of the items.
const drawn = vi.hoisted(() => ({ comboBoxes: 0, menus: 0 }));
vi.mock('react-aria-components', async (importOriginal) => {
  const real = await importOriginal<typeof import('react-aria-components')>();
  return {
    ...real,
    ComboBox: (props: ComponentProps<typeof real.ComboBox>) => {
      drawn.comboBoxes++;
      return <real.ComboBox {...props} />;
    },
    MenuTrigger: (props: ComponentProps<typeof real.MenuTrigger>) => {
      drawn.menus++;
      return <real.MenuTrigger {...props} />;
    },
  };
});

// One good bought already: "untick all" is offered before the tick and after it, so the list's menu has nothing new.
const items = [
  good(41, 'Хлеб белый'),
  good(42, 'Молоко', { added_at: '2026-03-01 10:16:00', completed: true, completed_by: 'anna' }),
];

describe('a tick on a list’s screen', () => {
  it('draws the items and the progress again, not the add box or the menus', async () => {
    const ticked = items.map((item) => (item.id === 41 ? { ...item, completed: true, completed_by: 'anna' } : item));
    const { calls } = fakeApi({
      // Signed in: the tick goes through the user's queue of changes.
      [callOf(navigationMenu, {})]: () => ({
        json: {
          ...{ menu: { main: [], auth: [], lang: [] }, username: 'anna', lang: 'ru', isAdmin: false },
          ...{ timeZone: 'Europe/Moscow', signIn: { password: true, sso: null } },
        },
      }),
      [callOf(listHeader, { params: { id: 5 } })]: () => ({ json: listHeaderAnswer() }),
      [callOf(listItems, { params: { id: 5 } })]: () => ({ json: items }),
      [callOf(markItem, { params: { itemRowId: 41 } })]: () => ({ json: ticked }),
    });
    await loadMenu();
    const { user, queryClient } = renderScreen(
      <Routes>
        <Route path="/lists/:id" element={<ListRoute />} />
      </Routes>,
      { path: '/lists/5' },
    );
    // The add box and the three menus are in (React Aria's, not their stand-ins), and every read of the screen's
    // first minutes (the vocabulary's names the add box searches among last) has been answered and drawn.
    await screen.findByRole('combobox');
    const menuButtons = () =>
      screen
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-haspopup') && button.hasAttribute('data-rac'));
    await waitFor(() => expect(menuButtons()).toHaveLength(3));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/item/names')).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Куплено 1 из 2')).toBeInTheDocument();
    const before = { ...drawn };
    await user.click(screen.getByRole('checkbox', { name: 'Отметить Хлеб белый' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    await waitFor(() => expect(screen.getByText('Куплено 2 из 2')).toBeInTheDocument());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(drawn).toEqual(before);
  });
});
