import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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
