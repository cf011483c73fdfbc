import { z } from 'zod';
import { ListIdParams } from '../lists/lists.js';
import { AtHome, AtHomeAnswer } from '../recipes/at-home.js';
import { AddRecipeAnswer, AddRecipeBody, ListRecipeParams, TakeBackRecipeAnswer } from '../recipes/list-recipe.js';
import {
  Recipe,
  RecipeBody,
  RecipeDraft,
  RecipeIdParams,
  RecipeImportBody,
  RecipePatch,
  RecipePictureQuery,
} from '../recipes/recipe.js';
import { route } from './route.js';

const tags = ['recipes'];

export const importRecipe = route({
  method: 'POST',
  path: '/api/recipes/import',
  // It keeps nothing, but a token's reads are GETs: a write token may import.
  token: 'write',
  body: RecipeImportBody,
  answers: { 200: RecipeDraft },
  errors: ['URL_REFUSED', 'RECIPE_NOT_FOUND', 'FETCH_FAILED'],
  summary: "Read a recipe from a web page's schema.org data (JSON-LD or microdata): a draft, not saved",
  tags,
});

export const createRecipe = route({
  method: 'POST',
  path: '/api/recipes',
  token: 'write',
  body: RecipeBody,
  answers: { 201: Recipe },
  errors: ['RECIPE_LIMIT'],
  summary: 'Save a recipe: ingredients as lines of text, read as the draft reads them',
  tags,
});

export const listRecipes = route({
  method: 'GET',
  path: '/api/recipes',
  token: 'read',
  answers: { 200: z.array(Recipe) },
  summary: "The caller's recipes and those of the lists they share, the latest changed first",
  tags,
});

export const getRecipe = route({
  method: 'GET',
  path: '/api/recipes/:id',
  token: 'read',
  params: RecipeIdParams,
  answers: { 200: Recipe },
  errors: ['NOT_FOUND'],
  summary: "A recipe of the caller's, or of a list they share",
  tags,
});

export const recipePicture = route({
  method: 'GET',
  path: '/api/recipes/:id/picture',
  token: 'read',
  params: RecipeIdParams,
  query: RecipePictureQuery,
  answers: { 200: null },
  errors: ['NOT_FOUND'],
  summary:
    "The app's copy of a recipe's picture (a PNG, JPEG, WebP or GIF of at most 512 KB), for whoever may read the recipe; its address changes with the picture, so it may be kept for good",
  tags,
});

export const updateRecipe = route({
  method: 'PATCH',
  path: '/api/recipes/:id',
  token: 'write',
  params: RecipeIdParams,
  body: RecipePatch,
  answers: { 200: Recipe },
  errors: ['NOT_FOUND', 'AUTHOR_ONLY'],
  summary: 'Change a recipe (its author)',
  tags,
});

export const deleteRecipe = route({
  method: 'DELETE',
  path: '/api/recipes/:id',
  token: 'write',
  params: RecipeIdParams,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'AUTHOR_ONLY'],
  summary: 'Delete a recipe (its author); the goods it put on lists stay',
  tags,
});

export const addRecipeToList = route({
  method: 'POST',
  path: '/api/list/:id/recipe',
  token: 'write',
  params: ListIdParams,
  body: AddRecipeBody,
  answers: { 200: AddRecipeAnswer },
  errors: [
    'NOT_FOUND',
    'LIST_CLOSED',
    'NOT_A_SHOPPING_LIST',
    'RECIPE_NOT_FOUND',
    'RECIPE_LIMIT',
    'PRODUCT_QUOTA',
    'LIST_FULL',
  ],
  summary:
    "Put a recipe's ingredients on a shopping list (members of an active list): a saved recipe by id, or a " +
    'schema.org Recipe object (saved as the caller’s recipe); amounts scaled to `servings`; the ingredients in `skip` ' +
    'left out. A good on the list gets the amount on top where the units add up (g + kg), else in its note; the same ' +
    'recipe twice doubles its amounts. `preview: true`: the same answer with nothing changed',
  tags,
});

export const takeBackRecipe = route({
  method: 'DELETE',
  path: '/api/list/:id/recipe/:recipeId',
  token: 'write',
  params: ListRecipeParams,
  answers: { 200: TakeBackRecipeAnswer },
  errors: ['NOT_FOUND', 'LIST_CLOSED'],
  summary:
    "Take a recipe's amounts off the list again: an item only it put there leaves, one it added to keeps the rest",
  tags,
});

export const atHome = route({
  method: 'GET',
  path: '/api/recipes/at-home',
  token: 'read',
  answers: { 200: AtHomeAnswer },
  summary:
    "The goods the caller keeps at home (salt, pepper and water in the caller's language until changed): a recipe's " +
    'lines naming them come unticked on the review screen',
  tags,
});

export const setAtHome = route({
  method: 'PUT',
  path: '/api/recipes/at-home',
  token: 'write',
  body: AtHome,
  answers: { 200: AtHomeAnswer },
  summary: 'Change the goods the caller keeps at home (each name once, up to case)',
  tags,
});
