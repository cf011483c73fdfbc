import { z } from 'zod';
import { textLines } from '../items/add-text.js';
import { RecipeBody } from './recipe.js';

/**
 * A recipe as its form holds it (web: the recipe written by hand, a draft or a saved recipe changed): a line of text
 * per ingredient and per step, the servings and the source as typed. `RecipeText` reads it into the body of
 * `POST /api/recipes` (or a `PATCH`), by the rules of `RecipeBody`, so that its messages name the form's fields.
 */
export interface RecipeTextFields {
  name: string;
  servings: string;
  ingredients: string;
  steps: string;
  source: string;
}

/**
 * The lines of a text as written: trimmed, the empty ones left out. An ingredient's bullet stays: the ingredient
 * reader skips it, and the recipe shows each line as written.
 */
export const writtenLines = (text: string): string[] =>
  text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The servings typed: none when empty, else the number (anything but a whole number is refused by `Servings`). */
const servingsOf = (text: string): number | null => {
  const typed = text.trim();
  return typed === '' ? null : /^\d{1,4}$/u.test(typed) ? Number(typed) : Number.NaN;
};

const fieldText = z.string({ error: 'validation.required' });

export const RecipeText = z
  .object({ name: fieldText, servings: fieldText, ingredients: fieldText, steps: fieldText, source: fieldText })
  .transform(
    (fields): z.input<typeof RecipeBody> => ({
      name: fields.name,
      servings: servingsOf(fields.servings),
      ingredients: writtenLines(fields.ingredients),
      // The steps as a pasted list's lines, without the numbers and bullets typed («1.», "2)", «•»): the recipe numbers
      // its steps itself.
      steps: textLines(fields.steps),
      source: fields.source.trim() === '' ? null : fields.source,
    }),
  )
  .pipe(RecipeBody);

/** A recipe's fields as its form shows them: its lines of ingredients and of steps, one a line. */
export function recipeTextOf(recipe: {
  name: string;
  servings: number | null;
  ingredients: readonly string[];
  steps: readonly string[];
  source: string | null;
}): RecipeTextFields {
  return {
    name: recipe.name,
    servings: recipe.servings === null ? '' : String(recipe.servings),
    ingredients: recipe.ingredients.join('\n'),
    // A step of a page may hold line breaks: it stays one line, one step.
    steps: recipe.steps.map((step) => writtenLines(step).join(' ')).join('\n'),
    source: recipe.source ?? '',
  };
}
