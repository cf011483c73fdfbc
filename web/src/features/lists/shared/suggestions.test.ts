import { describe, expect, it } from 'vitest';
import { exactSuggestion, offersNewProduct } from './suggestions';

const suggestions = [
  { id: 1, name: 'Молоко', details: '' },
  { id: 2, name: 'Молоко сгущённое', details: 'Рогачёв' },
  { id: 3, name: 'Ёжики', details: '' },
];

describe('exactSuggestion', () => {
  it('finds the suggestion named exactly as typed, ignoring case and spaces around', () => {
    expect(exactSuggestion('  мОЛОКО ', suggestions)?.id).toBe(1);
    expect(exactSuggestion('молоко сгущённое', suggestions)?.id).toBe(2);
  });

  it('reads ё and е as the same letter, as the server does', () => {
    expect(exactSuggestion('ежики', suggestions)?.id).toBe(3);
    expect(exactSuggestion('молоко сгущенное', suggestions)?.id).toBe(2);
  });

  it('does not take a prefix for a match', () => {
    expect(exactSuggestion('Молоко сгущ', suggestions)).toBeUndefined();
    expect(exactSuggestion('Мо', suggestions)).toBeUndefined();
  });

  it('takes another form of the words, or the text typed in the other keyboard layout, for the name', () => {
    expect(exactSuggestion('молока', suggestions)?.id).toBe(1);
    expect(exactSuggestion('молока сгущённого', suggestions)?.id).toBe(2);
    expect(exactSuggestion('vjkjrj', suggestions)?.id).toBe(1);
    expect(exactSuggestion('vjkjrj cue', suggestions)).toBeUndefined();
    expect(exactSuggestion('молоко', [{ id: 9, name: 'Молока', details: '' }, ...suggestions])?.id).toBe(1);
  });
});

describe('offersNewProduct', () => {
  it('offers a new product when no suggestion has the typed name', () => {
    expect(offersNewProduct('Молоко козье', suggestions)).toBe(true);
    expect(offersNewProduct('Квас', [])).toBe(true);
  });

  it('does not offer one when a suggestion has exactly that name', () => {
    expect(offersNewProduct('молоко', suggestions)).toBe(false);
  });

  it('offers nothing for empty or blank text', () => {
    expect(offersNewProduct('', suggestions)).toBe(false);
    expect(offersNewProduct('   ', [])).toBe(false);
  });
});

describe('exactSuggestion', () => {
  it('folds the typed text and the names as the server does (case, ё, surrounding spaces)', () => {
    const tree = { id: 7, name: 'Ёлка', details: '' };
    expect(exactSuggestion('  ЕЛКА ', [tree])).toBe(tree);
    expect(exactSuggestion('Milk', [{ id: 8, name: ' MILK', details: '' }])?.id).toBe(8);
  });
});
