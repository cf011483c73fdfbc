import { listHeader, listItems } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../lib/react/store';
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

// When the money's code (a ticked good's price field) is first asked for: the module as it is, its loading noted.
const money = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('../../money/components/screen-money', async (importOriginal) => {
  money.loaded();
  return importOriginal();
});

describe('the money’s code on a shopping list', () => {
  it('loads once the first screenful is drawn, before the first tick needs it', async () => {
    fakeApi({
      [callOf(listHeader, { params: { id: 5 } })]: () => ({ json: listHeaderAnswer() }),
      [callOf(listItems, { params: { id: 5 } })]: () => ({ json: [good(41, 'Хлеб белый')] }),
    });
    renderScreen(
      <Routes>
        <Route path="/lists/:id" element={<ListRoute />} />
      </Routes>,
      { path: '/lists/5' },
    );
    await screen.findByRole('checkbox', { name: 'Отметить Хлеб белый' });
    // Nothing is ticked and the list has no estimate: nothing on the screen draws money yet.
    expect(screen.queryByRole('textbox', { name: /цена/i })).toBeNull();
    await waitFor(() => expect(money.loaded).toHaveBeenCalledTimes(1));
  });
});
