import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { draft, saved, recipeScreens as screens } from '../recipes.test-support';
import { RecipeRoute } from './recipe-route';

describe('the Recipes page', () => {
  it('reads a link into a draft to look over, keeps it with each line once, and opens it', async () => {
    let sent: unknown;
    const api = fakeApi({
      'GET /api/recipes': () => ({ json: sent ? [saved] : [] }),
      'POST /api/recipes/import': () => ({ json: draft }),
      'POST /api/recipes': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, json: saved };
      },
      'GET /api/recipes/5': () => ({ json: saved }),
    });
    const { user } = renderScreen(screens, { path: '/recipes' });
    expect(
      await screen.findByText('Рецептов пока нет. Вставьте выше ссылку на страницу рецепта или напишите рецепт сами.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на рецепт' }), 'https://www.povar.example/bliny');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    const card = await screen.findByRole('region', { name: 'Блины на молоке' });
    expect(within(card).getByText('povar.example · 4 порции · 2 шага')).toBeVisible();
    // A line naming two goods is one line of the recipe.
    expect(within(card).getAllByText('соль, перец — по вкусу')).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Сохранить рецепт' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Блины на молоке' })).toBeVisible();
    expect(sent).toEqual({
      name: 'Блины на молоке',
      source: 'https://www.povar.example/bliny',
      image: null,
      servings: 4,
      ingredients: ['200 г муки', 'соль, перец — по вкусу'],
      steps: ['Смешайте.', 'Жарьте.'],
    });
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/recipes/import',
      '/api/recipes',
    ]);
  });

  it('says when a recipe from the same page is kept already, and links to it; a copy may still be kept', async () => {
    fakeApi({
      'GET /api/recipes': () => ({
        json: [
          { ...saved, name: 'Мои блины' },
          { ...saved, id: 9, mine: false },
        ],
      }),
      'POST /api/recipes/import': () => ({ json: draft }),
    });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Ссылка на рецепт' }),
      'https://www.povar.example/bliny',
    );
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    // The other member's recipe from that page says whose it is.
    expect(await screen.findByText('povar.example · автор: anna', { exact: false })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Блины на молоке' });
    expect(within(card).getByText(/^С этой страницы у вас уже есть рецепт:/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Мои блины' })).toHaveAttribute('href', '/recipes/5');
    expect(within(card).getByRole('button', { name: 'Сохранить рецепт' })).toBeEnabled();
  });

  it('reads a recipe page shared from another app at once (Web Share Target)', async () => {
    const api = fakeApi({
      'GET /api/recipes': () => ({ json: [] }),
      'POST /api/recipes/import': () => ({ json: draft }),
    });
    const shared = encodeURIComponent('Блины на молоке https://www.povar.example/bliny');
    renderScreen(screens, { path: `/recipes?title=${encodeURIComponent('Блины')}&text=${shared}` });
    expect(await screen.findByRole('region', { name: 'Блины на молоке' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Ссылка на рецепт' })).toHaveValue('https://www.povar.example/bliny');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows no draft when a page gave no recipe (the error bar says why)', async () => {
    const api = fakeApi({
      'GET /api/recipes': () => ({ json: [] }),
      'POST /api/recipes/import': () => ({
        status: 400,
        json: { status: 400, code: 'RECIPE_NOT_FOUND', message: 'На этой странице не нашлось рецепта' },
      }),
    });
    const { user } = renderScreen(screens, { path: '/recipes' });
    await user.type(screen.getByRole('textbox', { name: 'Ссылка на рецепт' }), 'https://news.example/a');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname === '/api/recipes/import')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Загрузить' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Сохранить рецепт' })).toBeNull();
  });
});

describe('the kept recipes', () => {
  const named = (id: number, name: string, ...lines: string[]) => ({
    ...saved,
    id,
    name,
    source: null,
    ingredients: lines.map((text) => ({ ...saved.ingredients[0]!, text, name: text })),
  });
  const many = [
    named(1, 'Блины на молоке', '2 яйца', '500 мл молока'),
    named(2, 'Сырники', '500 г творога', '1 яйцо'),
    named(3, 'Борщ', '1 свёкла'),
    named(4, 'Оливье', '4 яйца', 'горошек'),
    named(5, 'Гречка с грибами', 'гречка'),
    named(6, 'Компот', 'ягоды'),
  ];
  const names = () => screen.getAllByRole('listitem').map((item) => item.querySelector('a span span')?.textContent);

  it('from six on, are found by a word of the name or an ingredient, in any of its forms', async () => {
    fakeApi({ 'GET /api/recipes': () => ({ json: many }) });
    const { user } = renderScreen(screens, { path: '/recipes' });
    const search = await screen.findByRole('searchbox', { name: 'Найти рецепт' });
    expect(names()).toHaveLength(6);
    await user.type(search, 'яйцо');
    expect(names()).toEqual(['Блины на молоке', 'Сырники', 'Оливье']);
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 3 рецепта');
    await user.type(search, ' творог');
    expect(names()).toEqual(['Сырники']);
    await user.clear(search);
    await user.type(search, 'кефир');
    expect(screen.getByText('Нет рецептов со словами «кефир»')).toBeVisible();
    await user.clear(search);
    expect(names()).toHaveLength(6);
  });

  it('are few enough to read at a glance below six: no search', async () => {
    fakeApi({ 'GET /api/recipes': () => ({ json: many.slice(0, 5) }) });
    renderScreen(screens, { path: '/recipes' });
    expect(await screen.findByText('Гречка с грибами')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('a recipe', () => {
  it('scales every amount to the servings chosen and keeps lines without one as they are', async () => {
    fakeApi({ 'GET /api/recipes/5': () => ({ json: saved }) });
    const { user } = renderScreen(screens, { path: '/recipes/5' });
    const ingredients = await screen.findByRole('list', { name: 'Ингредиенты' });
    expect(within(ingredients).getByText('200 г муки')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Больше порций' }));
    await user.click(screen.getByRole('button', { name: 'Больше порций' }));
    expect(screen.getByText('6 порций')).toBeVisible();
    expect(within(ingredients).getByText('300 г')).toBeVisible();
    expect(within(ingredients).getAllByText('по вкусу')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Меньше порций' }));
    expect(within(ingredients).getByText('250 г')).toBeVisible();
    expect(screen.getByText('Смешайте.').tagName).toBe('LI');
  });
});

describe('a recipe put on a shopping list', () => {
  it('reviews every ingredient, leaves out what is at home, and offers to take it back', async () => {
    const products = {
      id: 3,
      name: 'Продукты',
      kind: 'shopping',
      can: { changeItems: true },
    };
    const bodies: unknown[] = [];
    const flour = { id: 40, itemId: 7, name: 'Мука пшеничная', kind: 'shopping', recipes: [] };
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const api = fakeApi({
      'GET /api/recipes/5': () => ({ json: saved }),
      'GET /api/lists': () => ({ json: [products] }),
      'GET /api/recipes/at-home': () => ({ json: { names: ['Соль', 'Перец', 'Вода'], goods: [9] } }),
      'POST /api/list/3/recipe': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return {
          json: {
            added: [],
            merged: [flour],
            skipped: [],
            ...(body.preview && {
              lines: [
                { index: 0, good: 7, onList: '1 кг', home: null },
                { index: 1, good: 9, onList: null, home: { kind: 'staple' } },
                { index: 2, good: null, onList: null, home: { kind: 'bought', at: yesterday } },
              ],
            }),
          },
        };
      },
      'DELETE /api/list/3/recipe/5': () => ({ json: { removed: [], changed: [] } }),
    });
    const { user } = renderScreen(screens, { path: '/recipes/5' });
    await user.click(await screen.findByRole('button', { name: 'Больше порций' }));
    await user.click(screen.getByRole('button', { name: 'В список покупок' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('→ Мука пшеничная · уже в списке: 1 кг')).toBeVisible();
    expect(within(dialog).getByText('есть дома')).toBeVisible();
    expect(within(dialog).getByText('куплено вчера')).toBeVisible();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
    // Pepper is wanted after all.
    await user.click(boxes[2]!);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 2 продукта' }));
    expect(await screen.findByText('«Блины на молоке» — в списке «Продукты»')).toBeVisible();
    expect(bodies.at(-1)).toEqual({ recipe: 5, servings: 5, skip: [1] });
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('offers to make a shopping list when there is none, and reviews the recipe for it', async () => {
    let made: unknown;
    const groceries = { id: 8, name: 'Продукты', kind: 'shopping', can: { changeItems: true } };
    const api = fakeApi({
      'GET /api/recipes/5': () => ({ json: saved }),
      'GET /api/lists': () => ({ json: made ? [groceries] : [] }),
      'POST /api/lists': (_url, init) => {
        made = JSON.parse(String(init?.body));
        return { status: 201, json: groceries };
      },
      'GET /api/recipes/at-home': () => ({ json: { names: [], goods: [] } }),
      'POST /api/list/8/recipe': () => ({
        json: { added: [], merged: [], skipped: [], lines: [{ index: 0, good: 7, onList: null, home: null }] },
      }),
    });
    const { user } = renderScreen(screens, { path: '/recipes/5' });
    await user.click(await screen.findByRole('button', { name: 'В список покупок' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Нет активного списка покупок, в который можно добавить.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Создать список «Продукты»' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Список' })).toHaveDisplayValue('Продукты');
    expect(made).toEqual({ name: 'Продукты', kind: 'shopping' });
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname === '/api/list/8/recipe')).toBe(true));
  });

  it('waits in the queue of unsent changes when there is no network, what is at home left out', async () => {
    const queueAdd = vi.fn(async () => undefined);
    fakeApi({
      'GET /api/recipes/5': () => ({ json: saved }),
      'GET /api/lists': () => ({ json: [{ id: 3, name: 'Продукты', kind: 'shopping', can: { changeItems: true } }] }),
      'GET /api/recipes/at-home': () => ({ json: { names: ['Перец'], goods: [9] } }),
      'POST /api/list/3/recipe': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderScreen(
      <Routes>
        <Route path="/recipes/:id" element={<RecipeRoute queueAdd={queueAdd} />} />
      </Routes>,
      { path: '/recipes/5' },
    );
    await user.click(await screen.findByRole('button', { name: 'В список покупок' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^Нет связи: что уже в списке/)).toBeVisible();
    // Salt is kept at home (its good), and pepper (its name): both come unticked.
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 1 продукт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queueAdd).toHaveBeenCalledWith(3, { recipe: 5, servings: 4, skip: [1, 2] }, 'Блины на молоке');
  });
});
