/**
 * Authorization matrix rows of the recipes: every signed-in user has their own; the author alone changes one, and the
 * members of a list it is on read it; members of an active shopping list put recipes on it and take them back.
 */
import type { Actor, Expected, Row } from './matrix.js';
import { activeOnly, memberChange, signedIn } from './matrix.js';

/** The owner's recipe, on the fixture's list: the member reads it (and may not change it), no one else finds it. */
const authorOnly = (ok: number, member = 403): Record<Actor, Expected> => ({ ...signedIn(404), owner: ok, member });

/** A recipe as a client sends it (schema.org JSON-LD): saved as the caller's, so any member may send it. */
const sentRecipe = { '@type': 'Recipe', name: 'Matrix', recipeIngredient: ['200 г муки', '2 яйца'] };

const pancakes = { name: 'Блины', ingredients: ['200 г муки', 'щепотка соли'] };

export const recipeRows: Row[] = [
  {
    route: 'POST /api/recipes/import',
    // Not a public address, and the matrix's app lets no private one through (LINK_FETCH_ALLOW).
    request: () => ({ method: 'POST', url: '/api/recipes/import', payload: { url: 'http://127.0.0.1:1/recipe' } }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/recipes',
    request: () => ({ method: 'POST', url: '/api/recipes', payload: pancakes }),
    expect: signedIn(201),
    mutates: true,
  },
  { route: 'GET /api/recipes', request: () => ({ method: 'GET', url: '/api/recipes' }), expect: signedIn(200) },
  {
    route: 'GET /api/recipes/at-home',
    request: () => ({ method: 'GET', url: '/api/recipes/at-home' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/recipes/at-home',
    request: () => ({ method: 'PUT', url: '/api/recipes/at-home', payload: { names: ['Соль'] } }),
    expect: signedIn(200),
    mutates: true,
  },
  {
    route: 'GET /api/recipes/:id',
    request: (c) => ({ method: 'GET', url: `/api/recipes/${c.f.recipeId}` }),
    expect: authorOnly(200, 200),
  },
  {
    route: 'GET /api/recipes/:id/picture',
    request: (c) => ({ method: 'GET', url: `/api/recipes/${c.f.recipeId}/picture?v=m1` }),
    expect: authorOnly(200, 200),
  },
  {
    route: 'PATCH /api/recipes/:id',
    request: (c) => ({ method: 'PATCH', url: `/api/recipes/${c.f.recipeId}`, payload: { servings: 6 } }),
    expect: authorOnly(200),
    mutates: true,
  },
  {
    route: 'DELETE /api/recipes/:id',
    request: (c) => ({ method: 'DELETE', url: `/api/recipes/${c.f.recipeId}` }),
    expect: authorOnly(204),
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/recipe',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/recipe`, payload: { recipe: sentRecipe } }),
    expect: { ...memberChange(activeOnly(200)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'DELETE /api/list/:id/recipe/:recipeId',
    request: (c) => ({ method: 'DELETE', url: `/api/list/${c.f.listId}/recipe/${c.f.recipeId}` }),
    expect: { ...memberChange(activeOnly(200)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
];
