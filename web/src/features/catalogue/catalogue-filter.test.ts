import { describe, expect, it } from 'vitest';
import { catalogueQuery, emptyCatalogueFilter, isFiltered, normalFilter } from './catalogue-filter';

describe('catalogueQuery', () => {
  it('asks for the page alone when nothing is filtered', () => {
    expect(catalogueQuery(emptyCatalogueFilter, 1)).toStrictEqual({ page: 1 });
  });

  it('sends only the filters in use, trimmed', () => {
    const filter = { nameRu: '  молоко ', nameEn: '', details: 'Простоквашино', category: '3' };
    expect(catalogueQuery(filter, 2)).toStrictEqual({
      nameRu: 'молоко',
      details: 'Простоквашино',
      category: '3',
      page: 2,
    });
  });

  it('never asks for a page before the first', () => {
    expect(catalogueQuery(emptyCatalogueFilter, 0)).toStrictEqual({ page: 1 });
    expect(catalogueQuery(emptyCatalogueFilter, 2, 'own')).toStrictEqual({ scope: 'own', page: 2 });
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
