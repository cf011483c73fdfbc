/** Authorization matrix rows of the recipes: every signed-in user has their own; the author alone reads and changes one. */
import type { Actor, Expected, Row } from './matrix.js';
import { signedIn } from './matrix.js';

/** The owner's recipe: theirs alone, found by no one else. */
const authorOnly = (ok: number): Record<Actor, Expected> => ({ ...signedIn(404), owner: ok });

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
    route: 'GET /api/recipes/:id',
    request: (c) => ({ method: 'GET', url: `/api/recipes/${c.f.recipeId}` }),
    expect: authorOnly(200),
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
];
