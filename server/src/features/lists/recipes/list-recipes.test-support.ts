import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, type TestUser } from '../../../test/factories.js';

/** The recipe of the tests of recipes on lists: four ingredients for four servings, salt last. */
export const pancakes = {
  name: 'Блины на молоке',
  servings: 4,
  ingredients: ['200 г муки', '1/2 стакана молока', 'яйцо — 2 шт.', 'щепотка соли'],
  steps: ['Смешайте яйца с молоком.', 'Жарьте.'],
};

/** Saves a recipe of the user's (the pancakes by default) and gives its id. */
export async function saveRecipe(app: FastifyInstance, user: TestUser, recipe: object = pancakes): Promise<number> {
  const { status, body } = await call(app, user, 'POST', '/api/recipes', recipe as never);
  expect(status).toBe(201);
  return body.id;
}

/** The items of a list, with the fields the tests read. */
export const itemsOf = async (app: FastifyInstance, user: TestUser, listId: number) =>
  (await call(app, user, 'GET', `/api/list/${listId}`)).body as {
    id: number;
    itemId: number;
    name: string;
    amount: number;
    unit_ru: string;
    note: string;
    completed: boolean;
    recipes: { id: number; name: string; servings: number | null }[];
  }[];

/**
 * The test app of a file of tests of recipes on lists (made before its tests, closed after them), with the
 * pancakes-saving and item-reading calls bound to it.
 */
export function recipesTestApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  return {
    get app() {
      return t.app;
    },
    saved: (user: TestUser, recipe?: object) => saveRecipe(t.app, user, recipe),
    items: (user: TestUser, listId: number) => itemsOf(t.app, user, listId),
  };
}
