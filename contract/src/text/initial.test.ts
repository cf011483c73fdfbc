import { describe, expect, it } from 'vitest';
import { initial } from './initial.js';

describe('initial', () => {
  it('is the first letter, upper-cased, after any spaces', () => {
    expect(initial('ёжик')).toBe('Ё');
    expect(initial('boris')).toBe('B');
    expect(initial('  anna')).toBe('A');
  });

  it('is a whole letter beyond the basic plane, not half of one', () => {
    expect(initial('𝒜lice')).toBe('𝒜');
  });

  it('is a question mark for a name of nothing but spaces', () => {
    expect(initial(' ')).toBe('?');
    expect(initial('')).toBe('?');
  });
});
