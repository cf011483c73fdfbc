import { describe, expect, it } from 'vitest';
import { readRecipeObject } from './recipe.js';

describe('a recipe given as data', () => {
  it('is read as a page’s would be, a relative image left out', () => {
    const recipe = readRecipeObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Оладьи',
      recipeYield: '4 порции',
      image: '/oladi.jpg',
      recipeIngredient: ['250 мл кефира', '1 яйцо'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Смешайте всё.' }],
    });
    expect(recipe).toEqual({
      name: 'Оладьи',
      image: null,
      servings: 4,
      ingredients: ['250 мл кефира', '1 яйцо'],
      steps: ['Смешайте всё.'],
    });
    expect(
      readRecipeObject({ '@type': 'Recipe', name: 'x', image: 'https://e.example/a.jpg', recipeIngredient: ['соль'] })
        ?.image,
    ).toBe('https://e.example/a.jpg');
  });

  it('is none when the data holds no recipe', () => {
    for (const data of [null, 42, 'Recipe', [], { '@type': 'Article', name: 'x' }, { '@type': 'Recipe', name: 'x' }])
      expect(readRecipeObject(data)).toBeUndefined();
  });
});
