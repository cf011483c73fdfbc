import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, productId, signUp } from '../../../test/factories.js';
import { recipesPerUserMax } from './recipes.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pancakes = {
  name: 'Блины на молоке',
  servings: 4,
  ingredients: ['200 г муки', '1/2 стакана молока', 'яйцо — 2 шт.', 'щепотка соли'],
  steps: ['Смешайте яйца с молоком.', 'Всыпьте муку и соль.', 'Жарьте на горячей сковороде.'],
};

const recipeRows = async (ownerId: number) => t.app.db.select().from(recipes).where(eq(recipes.ownerId, ownerId));

describe('saving a recipe', () => {
  it('answers it with its lines read as a cook writes them and matched to the catalogue', async () => {
    const anna = await signUp(t.app);
    const { status, body } = await call(t.app, anna, 'POST', '/api/recipes', pancakes);
    expect(status).toBe(201);
    const [flour, milk, eggs, salt] = await Promise.all(
      ['Plain flour', 'Milk', 'Eggs', 'Salt'].map((name) => productId(t.app, name)),
    );
    expect(body).toMatchObject({
      name: 'Блины на молоке',
      source: null,
      image: null,
      servings: 4,
      author: anna.username,
      mine: true,
      steps: pancakes.steps,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
    expect(body.ingredients).toEqual([
      expect.objectContaining({ text: '200 г муки', amount: 200, unit_ru: 'г', itemId: flour }),
      expect.objectContaining({ text: '1/2 стакана молока', amount: 0.5, unit_ru: 'стакан', itemId: milk }),
      expect.objectContaining({ text: 'яйцо — 2 шт.', amount: 2, unit_ru: 'шт', itemId: eggs }),
      expect.objectContaining({ text: 'щепотка соли', amount: 1, unit_ru: 'щепотка', itemId: salt }),
    ]);
    const fetched = await call(t.app, anna, 'GET', `/api/recipes/${body.id}`);
    expect(fetched.body).toEqual(body);
    expect((await call(t.app, anna, 'GET', '/api/recipes')).body).toEqual([body]);
  });

  it('refuses bad input in the caller’s language and saves nothing', async () => {
    const boris = await signUp(t.app);
    const cases = [
      { ...pancakes, name: '' },
      { ...pancakes, ingredients: [] },
      { ...pancakes, ingredients: ['x'.repeat(501)] },
      { ...pancakes, servings: 0 },
      { ...pancakes, servings: 2.5 },
      { ...pancakes, source: 'javascript:alert(1)' },
      { ...pancakes, ingredients: ['мука\u202e'] },
    ];
    for (const body of cases) {
      const answer = await call(t.app, boris, 'POST', '/api/recipes', body, 'en');
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.values(answer.body.errors ?? {}).join(' ')).toMatch(/[a-z]/);
    }
    const servings = await call(t.app, boris, 'POST', '/api/recipes', { ...pancakes, servings: 0 });
    expect(servings.body.errors).toEqual({ servings: 'Порций — целое число от 1 до 100' });
    expect(await recipeRows(boris.id)).toEqual([]);
  });

  it('keeps at most so many recipes an account', async () => {
    const vera = await signUp(t.app);
    await t.app.db.insert(recipes).values(
      Array.from({ length: recipesPerUserMax }, (_, i) => ({
        ownerId: vera.id,
        name: `R${i}`,
        ingredients: ['соль'],
      })),
    );
    const refused = await call(t.app, vera, 'POST', '/api/recipes', pancakes);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'RECIPE_LIMIT',
      message: `У вас уже ${recipesPerUserMax} рецептов: удалите ненужный, чтобы сохранить новый`,
    });
    expect(await recipeRows(vera.id)).toHaveLength(recipesPerUserMax);
  });
});

describe('changing and deleting a recipe', () => {
  it('lets the author change what they give and keeps the rest', async () => {
    const anna = await signUp(t.app);
    const made = (await call(t.app, anna, 'POST', '/api/recipes', pancakes)).body;
    const changed = await call(t.app, anna, 'PATCH', `/api/recipes/${made.id}`, {
      servings: 6,
      source: 'https://example.com/bliny',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: pancakes.name, servings: 6, source: 'https://example.com/bliny' });
    expect(changed.body.ingredients).toEqual(made.ingredients);
    const cleared = await call(t.app, anna, 'PATCH', `/api/recipes/${made.id}`, { servings: null, source: '' });
    expect(cleared.body).toMatchObject({ servings: null, source: null });
    expect((await call(t.app, anna, 'PATCH', `/api/recipes/${made.id}`, {})).status).toBe(400);
  });

  it('is the author’s alone: another user finds no such recipe, and nothing changes', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const made = (await call(t.app, anna, 'POST', '/api/recipes', pancakes)).body;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Чужие блины' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(t.app, boris, method, `/api/recipes/${made.id}`, body);
      expect(answer.status, method).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await call(t.app, boris, 'GET', '/api/recipes')).body).toEqual([]);
    expect((await call(t.app, anna, 'GET', `/api/recipes/${made.id}`)).body).toEqual(made);
  });

  it('deletes it for good', async () => {
    const anna = await signUp(t.app);
    const made = (await call(t.app, anna, 'POST', '/api/recipes', pancakes)).body;
    expect((await call(t.app, anna, 'DELETE', `/api/recipes/${made.id}`)).status).toBe(204);
    expect((await call(t.app, anna, 'GET', `/api/recipes/${made.id}`)).status).toBe(404);
    expect(await recipeRows(anna.id)).toEqual([]);
  });
});
