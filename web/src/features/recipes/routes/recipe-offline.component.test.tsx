import type { Recipe } from '@listok/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/offline/stored-fallback';
import { fakeApi } from '../../../test/fake-api';
import { keptAnswers as kept } from '../../../test/kept-answers';
import { renderScreen } from '../../../test/render';
import { RecipeRoute } from './recipe-route';

// What IndexedDB keeps per user, in memory here (test/kept-answers.ts).
vi.mock('../../../lib/offline/stored-data', async (original) =>
  (await import('../../../test/kept-answers')).keptInMemory(original),
);

const recipe: Recipe = {
  id: 5,
  name: 'Блины на молоке',
  source: null,
  image: null,
  picture: null,
  servings: 4,
  ingredients: [],
  steps: ['Жарьте.'],
  author: 'anna',
  mine: true,
  updated_at: '2026-12-03 10:00',
};

const screens = (
  <Routes>
    <Route path="/recipes/:id" element={<RecipeRoute />} />
  </Routes>
);

describe('a recipe without signal', () => {
  it('opens again as it was last read, for the same user only', async () => {
    // The recipe's screen sets the user from the menu, which is not loaded here: the menu's user is given instead.
    vi.spyOn(await import('../../../lib/session/menu'), 'useMenu').mockReturnValue({
      data: { username: 'anna' },
    } as never);
    fakeApi({ 'GET /api/recipes/5': () => ({ json: recipe }) });
    const first = renderScreen(screens, { path: '/recipes/5' });
    expect(await screen.findByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    await vi.waitFor(() => expect(kept.size).toBe(1));
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = renderScreen(screens, { path: '/recipes/5' });
    expect(await screen.findByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    expect(screen.getByText('Жарьте.')).toBeVisible();
    offline.unmount();

    setStoredUser(null);
    vi.mocked((await import('../../../lib/session/menu')).useMenu).mockReturnValue({
      data: { username: 'boris' },
    } as never);
    renderScreen(screens, { path: '/recipes/5' });
    expect(await screen.findByText('Рецепт не найден')).toBeVisible();
  });
});
