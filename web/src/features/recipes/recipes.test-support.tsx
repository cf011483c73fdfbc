import type { Recipe, RecipeDraft, RecipeIngredient } from '@listok/contract';
import { Route, Routes } from 'react-router';
import { RecipeRoute } from './routes/recipe-route';
import { RecipesRoute } from './routes/recipes-route';

// The recipes the screens' tests read: a draft as a page gives it, and the same recipe saved.

const gram = { unit: 2, unit_ru: 'г', unit_en: 'g' };
const line = (text: string, fields: Partial<RecipeIngredient>): RecipeIngredient => ({
  text,
  name: text,
  amount: null,
  unit: null,
  unit_ru: '',
  unit_en: '',
  note: '',
  itemId: null,
  ...fields,
});

export const draft: RecipeDraft = {
  name: 'Блины на молоке',
  source: 'https://www.povar.example/bliny',
  image: null,
  servings: 4,
  ingredients: [
    line('200 г муки', { name: 'муки', amount: 200, ...gram, itemId: 7 }),
    line('соль, перец — по вкусу', { name: 'соль', note: 'по вкусу', itemId: 9 }),
    line('соль, перец — по вкусу', { name: 'перец', note: 'по вкусу' }),
  ],
  steps: ['Смешайте.', 'Жарьте.'],
};

export const saved: Recipe = {
  ...draft,
  id: 5,
  author: 'anna',
  mine: true,
  picture: null,
  updated_at: '2026-12-03 10:00',
};

/** The Recipes page and a recipe's page, as the router has them. */
export const recipeScreens = (
  <Routes>
    <Route path="/recipes" element={<RecipesRoute />} />
    <Route path="/recipes/:id" element={<RecipeRoute />} />
  </Routes>
);
