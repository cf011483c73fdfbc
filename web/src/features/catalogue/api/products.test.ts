import type { Product } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { withProduct } from './products';

const milk: Product = {
  id: 1,
  nameRu: 'Молоко',
  nameEn: 'Milk',
  details: '',
  category: 2,
  username: null,
  common: true,
};
const tea: Product = {
  id: 2,
  nameRu: 'Чай',
  nameEn: 'Tea',
  details: '',
  category: 4,
  username: 'admin',
  common: false,
};
const page = { items: [milk, tea], pagination: { page: 1, pagesCount: 1, pageSize: 20, totalCount: 2 } };

describe('withProduct', () => {
  it('replaces the product on a cached page and leaves the others', () => {
    const commonTea = { ...tea, common: true };
    expect(withProduct(page, commonTea)).toEqual({ ...page, items: [milk, commonTea] });
  });

  it('leaves a page without the product as it was', () => {
    expect(withProduct(page, { ...tea, id: 3 })).toEqual(page);
  });

  it('leaves the access-denied state and an empty cache alone', () => {
    expect(withProduct({ accessDenied: true }, tea)).toEqual({ accessDenied: true });
    expect(withProduct(undefined, tea)).toBeUndefined();
  });
});
