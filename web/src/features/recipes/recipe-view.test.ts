import { describe, expect, it } from 'vitest';
import { recipeMatches } from './recipe-view';

const recipe = (name: string, ...lines: string[]) => ({ name, ingredients: lines.map((text) => ({ text })) });
const bliny = recipe('Блины на молоке', '200 г муки', '2 яйца', 'щепотка соли');
const cobbler = recipe('Tomato Cobbler with Cheddar & Chive Biscuits', '4 ripe tomatoes', '2 eggs');

describe('recipeMatches', () => {
  it('finds a recipe by a word of its name or of an ingredient line, in another form of the word', () => {
    expect(recipeMatches(bliny, 'блин')).toBe(true);
    expect(recipeMatches(bliny, 'Блинчики')).toBe(false);
    expect(recipeMatches(bliny, 'яйцо')).toBe(true);
    expect(recipeMatches(bliny, 'МУКА')).toBe(true);
    expect(recipeMatches(cobbler, 'tomato')).toBe(true);
    expect(recipeMatches(cobbler, 'egg')).toBe(true);
    expect(recipeMatches(cobbler, 'cheddar-chive')).toBe(true);
  });

  it('wants every word typed, each at the start of a word', () => {
    expect(recipeMatches(bliny, 'блины молоко')).toBe(true);
    expect(recipeMatches(bliny, 'блины кефир')).toBe(false);
    expect(recipeMatches(bliny, 'олок')).toBe(false);
  });

  it('reads ё as е, and finds every recipe for an empty search', () => {
    expect(recipeMatches(recipe('Пельмени', 'мёд'), 'мед')).toBe(true);
    expect(recipeMatches(bliny, '   ')).toBe(true);
  });
});
