import type { Recipe } from '@listok/contract';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageStore } from '../../../lib/notices/notices';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { draft, saved, recipeScreens as screens } from '../recipes.test-support';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** Puts text into a field as a user pasting lines would. */
async function fill(user: ReturnType<typeof renderScreen>['user'], name: string, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('a recipe written by hand', () => {
  it('is kept with a line per ingredient and per step, the steps without the numbers typed, and opens', async () => {
    let sent: unknown;
    const api = fakeApi({
      'GET /api/recipes': () => ({ json: [] }),
      'POST /api/recipes': (_url, init) => {
        sent = bodyOf(init);
        return { status: 201, json: { ...saved, id: 6, name: 'Сырники бабушки', source: null } };
      },
      'GET /api/recipes/6': () => ({ json: { ...saved, id: 6, name: 'Сырники бабушки', source: null } }),
    });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.click(await screen.findByRole('button', { name: 'Написать рецепт' }));
    const form = screen.getByRole('form', { name: 'Новый рецепт' });
    // The button is gone with its click: the focus is in the form, not lost.
    expect(within(form).getByRole('textbox', { name: 'Название' })).toHaveFocus();
    await fill(user, 'Название', 'Сырники бабушки');
    await fill(user, 'Порции', '4');
    await fill(user, 'Ингредиенты', '500 г творога\n\n2 яйца\n3 ст. л. муки\n');
    await fill(user, 'Приготовление', '1. Смешать всё\n2) Жарить на сковороде');
    expect(within(form).getByText('3 / 200')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Сохранить рецепт' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сырники бабушки' })).toBeVisible();
    expect(sent).toEqual({
      name: 'Сырники бабушки',
      servings: 4,
      ingredients: ['500 г творога', '2 яйца', '3 ст. л. муки'],
      steps: ['Смешать всё', 'Жарить на сковороде'],
      source: null,
      image: null,
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says what is wrong under each field, in the user’s language, and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/recipes': () => ({ json: [] }) });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.click(await screen.findByRole('button', { name: 'Написать рецепт' }));
    await fill(user, 'Порции', '4 порции');
    await fill(user, 'Ссылка на источник (если есть)', 'eda ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить рецепт' }));
    expect(await screen.findByText('Название рецепта — от 1 до 256 символов')).toBeVisible();
    expect(screen.getByText('Порций — целое число от 1 до 100')).toBeVisible();
    expect(screen.getByText('Нужно от 1 до 200 ингредиентов: по одному в строке')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('without the network fails at once, keeping what was typed to save again', async () => {
    fakeApi({
      'GET /api/recipes': () => ({ json: [] }),
      'POST /api/recipes': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.click(await screen.findByRole('button', { name: 'Написать рецепт' }));
    await fill(user, 'Название', 'Сырники');
    await fill(user, 'Ингредиенты', '2 яйца');
    onlineManager.setOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Сохранить рецепт' }));
      // Not paused until the network is back, unseen: the save is tried, and the button is there to try again.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить рецепт' })).toBeEnabled());
    } finally {
      onlineManager.setOnline(true);
    }
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Сырники');
    expect(screen.getByRole('textbox', { name: 'Ингредиенты' })).toHaveValue('2 яйца');
  });

  it('may be put aside: the form closes and nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/recipes': () => ({ json: [] }) });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.click(await screen.findByRole('button', { name: 'Написать рецепт' }));
    await fill(user, 'Название', 'Сырники');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('form', { name: 'Новый рецепт' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Написать рецепт' })).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('a draft set right before it is kept', () => {
  it('opens in the form with the page’s lines, and keeps what the user changed and the page’s picture', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/recipes': () => ({ json: [] }),
      'POST /api/recipes/import': () => ({ json: { ...draft, image: 'https://www.povar.example/bliny.jpg' } }),
      'POST /api/recipes': (_url, init) => {
        sent = bodyOf(init);
        return { status: 201, json: saved };
      },
      'GET /api/recipes/5': () => ({ json: saved }),
    });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Ссылка на рецепт' }),
      'https://www.povar.example/bliny',
    );
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    const card = await screen.findByRole('region', { name: 'Блины на молоке' });
    await user.click(within(card).getByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Блины на молоке' });
    expect(within(form).getByRole('textbox', { name: 'Ингредиенты' })).toHaveValue(
      '200 г муки\nсоль, перец — по вкусу',
    );
    expect(within(form).getByRole('textbox', { name: 'Порции' })).toHaveValue('4');
    await fill(user, 'Ингредиенты', '250 г муки\nсоль, перец — по вкусу\n1 л молока');
    await user.click(within(form).getByRole('button', { name: 'Сохранить рецепт' }));
    await screen.findByRole('heading', { level: 1, name: 'Блины на молоке' });
    expect(sent).toEqual({
      name: 'Блины на молоке',
      servings: 4,
      ingredients: ['250 г муки', 'соль, перец — по вкусу', '1 л молока'],
      steps: ['Смешайте.', 'Жарьте.'],
      source: 'https://www.povar.example/bliny',
      image: 'https://www.povar.example/bliny.jpg',
    });
  });
});

describe('a saved recipe changed by its author', () => {
  it('opens in the form, sends what it says, and shows the recipe as changed', async () => {
    let patch: unknown;
    const changed: Recipe = { ...saved, name: 'Тонкие блины', servings: 6 };
    fakeApi({
      'GET /api/recipes/5': () => ({ json: patch ? changed : saved }),
      'PATCH /api/recipes/5': (_url, init) => {
        patch = bodyOf(init);
        return { json: changed };
      },
    });
    const { user } = renderScreen(screens, { path: '/recipes/5' });
    await user.click(await screen.findByRole('button', { name: 'Изменить рецепт' }));
    const form = screen.getByRole('form', { name: 'Изменить рецепт' });
    expect(within(form).getByRole('textbox', { name: 'Название' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Приготовление' })).toHaveValue('Смешайте.\nЖарьте.');
    await fill(user, 'Название', 'Тонкие блины');
    await fill(user, 'Порции', '6');
    await user.click(within(form).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Тонкие блины' })).toBeVisible();
    expect(messageStore.get()?.text).toBe('Рецепт «Тонкие блины» сохранён');
    expect(patch).toEqual({
      name: 'Тонкие блины',
      servings: 6,
      ingredients: ['200 г муки', 'соль, перец — по вкусу'],
      steps: ['Смешайте.', 'Жарьте.'],
      source: 'https://www.povar.example/bliny',
    });
  });

  it('keeps the form and shows the server’s text under its field when the change is refused', async () => {
    fakeApi({
      'GET /api/recipes/5': () => ({ json: saved }),
      'PATCH /api/recipes/5': () => ({
        status: 400,
        json: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Проверьте поля',
          errors: { 'steps.1': 'Шаг приготовления — от 1 до 2000 символов' },
        },
      }),
    });
    const { user } = renderScreen(screens, { path: '/recipes/5' });
    await user.click(await screen.findByRole('button', { name: 'Изменить рецепт' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Шаг приготовления — от 1 до 2000 символов')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeEnabled());
    expect(screen.getByRole('form', { name: 'Изменить рецепт' })).toBeVisible();
  });

  it('is not offered on a recipe of another member’s', async () => {
    fakeApi({ 'GET /api/recipes/5': () => ({ json: { ...saved, mine: false, author: 'boris' } }) });
    renderScreen(screens, { path: '/recipes/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Блины на молоке' })).toBeVisible();
    expect(screen.getByText('автор: boris')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Изменить рецепт' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить рецепт' })).toBeNull();
  });
});
