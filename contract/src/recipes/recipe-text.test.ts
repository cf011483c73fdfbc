import { describe, expect, it } from 'vitest';
import { issueKey } from '../text/messages.js';
import { RecipeText, type RecipeTextFields, recipeTextOf } from './recipe-text.js';

const typed = (fields: Partial<RecipeTextFields>): RecipeTextFields => ({
  name: 'Блины',
  servings: '',
  ingredients: '200 г муки',
  steps: '',
  source: '',
  ...fields,
});

/** The first message key per field of a form that breaks the rules. */
function refusals(fields: RecipeTextFields): Record<string, string> {
  const result = RecipeText.safeParse(fields);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issueKey(issue.message);
  return found;
}

describe('RecipeText', () => {
  it('reads a line per ingredient and per step, the empty ones left out, and the servings as a number', () => {
    const body = RecipeText.parse(
      typed({
        name: '  Блины бабушки ',
        servings: ' 4 ',
        ingredients: '200 г муки\r\n\n  2 яйца  \n500 мл молока\n',
        steps: 'Смешать всё\n\nЖарить на сковороде',
        source: 'https://eda.ru/bliny',
      }),
    );
    expect(body).toEqual({
      name: 'Блины бабушки',
      servings: 4,
      ingredients: ['200 г муки', '2 яйца', '500 мл молока'],
      steps: ['Смешать всё', 'Жарить на сковороде'],
      source: 'https://eda.ru/bliny',
    });
  });

  it('takes the numbers and bullets off steps, which the recipe numbers itself; ingredients stay as written', () => {
    const body = RecipeText.parse(
      typed({ ingredients: '• 2 яйца\n- соль', steps: '1. Mix\n2) Fry\n• Serve\n- Eat\n3.\n10 минут томить' }),
    );
    expect(body.steps).toEqual(['Mix', 'Fry', 'Serve', 'Eat', '10 минут томить']);
    expect(body.ingredients).toEqual(['• 2 яйца', '- соль']);
  });

  it('gives no servings and no source when their fields are empty', () => {
    expect(RecipeText.parse(typed({ servings: ' ', source: '  ' }))).toMatchObject({ servings: null, source: null });
  });

  it('names the field of each broken rule, with the message of RecipeBody', () => {
    expect(refusals(typed({ name: '   ' }))).toEqual({ name: 'validation.recipeNameLength' });
    expect(refusals(typed({ ingredients: '\n \n' }))).toEqual({ ingredients: 'validation.recipeIngredients' });
    expect(refusals(typed({ ingredients: `${'мука '.repeat(101)}` }))).toEqual({
      ingredients: 'validation.recipeIngredient',
    });
    expect(refusals(typed({ steps: 'x'.repeat(2001) }))).toEqual({ steps: 'validation.recipeStep' });
    for (const servings of ['0', '101', '4 порции', '2.5', '-1'])
      expect(refusals(typed({ servings })), servings).toEqual({ servings: 'validation.recipeServings' });
    expect(refusals(typed({ source: 'eda ru' }))).toEqual({ source: 'validation.linkSpaces' });
    expect(refusals(typed({ ingredients: Array.from({ length: 201 }, (_, i) => `${i} г муки`).join('\n') }))).toEqual({
      ingredients: 'validation.recipeIngredients',
    });
  });

  it('shows a recipe as the form holds it, and reads it back unchanged', () => {
    const recipe = {
      name: 'Pancakes',
      servings: 4,
      ingredients: ['200 g flour', '2 eggs'],
      steps: ['Mix everything\nwell', 'Fry'],
      source: null,
    };
    const fields = recipeTextOf(recipe);
    expect(fields).toEqual({
      name: 'Pancakes',
      servings: '4',
      ingredients: '200 g flour\n2 eggs',
      steps: 'Mix everything well\nFry',
      source: '',
    });
    expect(RecipeText.parse(fields)).toEqual({ ...recipe, steps: ['Mix everything well', 'Fry'] });
    expect(recipeTextOf({ ...recipe, servings: null }).servings).toBe('');
  });
});
