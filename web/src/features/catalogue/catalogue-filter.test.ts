import { describe, expect, it } from 'vitest';
import { catalogueQueryString, emptyCatalogueFilter, isFiltered, normalFilter } from './catalogue-filter';

describe('catalogueQueryString', () => {
  it('asks for the page alone when nothing is filtered', () => {
    expect(catalogueQueryString(emptyCatalogueFilter, 1)).toBe('page=1');
  });

  it('sends only the filters in use, trimmed', () => {
    const filter = { nameRu: '  молоко ', nameEn: '', details: 'Простоквашино', category: '3' };
    const params = new URLSearchParams(catalogueQueryString(filter, 2));
    expect(Object.fromEntries(params)).toEqual({
      nameRu: 'молоко',
      details: 'Простоквашино',
      category: '3',
      page: '2',
    });
  });

  it('never asks for a page before the first', () => {
    expect(catalogueQueryString(emptyCatalogueFilter, 0)).toBe('page=1');
  });
});

describe('normalFilter', () => {
  it('drops a category that is not an id', () => {
    expect(normalFilter({ ...emptyCatalogueFilter, category: '0' }).category).toBe('');
    expect(normalFilter({ ...emptyCatalogueFilter, category: 'x' }).category).toBe('');
    expect(normalFilter({ ...emptyCatalogueFilter, category: '12' }).category).toBe('12');
  });
});

describe('isFiltered', () => {
  it('does not count blank texts as a filter', () => {
    expect(isFiltered({ ...emptyCatalogueFilter, nameEn: '   ' })).toBe(false);
    expect(isFiltered({ ...emptyCatalogueFilter, nameEn: 'milk' })).toBe(true);
    expect(isFiltered({ ...emptyCatalogueFilter, category: '5' })).toBe(true);
  });
});
