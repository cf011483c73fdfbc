import { describe, expect, it } from 'vitest';
import { productBody, productIssues } from './product-form';

const empty = { name: '', details: '', link: '' };

describe('productIssues', () => {
  it('requires the name', () => {
    expect(productIssues(empty)).toEqual({ name: 'validation.required' });
    expect(productIssues({ ...empty, name: '   ' })).toEqual({ name: 'validation.required' });
  });

  it('accepts a name alone, and with details and a link', () => {
    expect(productIssues({ ...empty, name: 'Квас' })).toEqual({});
    expect(productIssues({ name: 'Квас', details: 'Очаковский', link: 'https://shop.example/kvas' })).toEqual({});
  });

  it('limits the name and the details to 256 characters', () => {
    expect(productIssues({ ...empty, name: 'я'.repeat(256) })).toEqual({});
    expect(productIssues({ ...empty, name: 'я'.repeat(257) })).toEqual({ name: 'validation.productNameLength' });
    expect(productIssues({ ...empty, name: 'Квас', details: 'x'.repeat(257) })).toEqual({
      details: 'validation.detailsLength',
    });
  });

  it('refuses a link with spaces or over 1024 characters', () => {
    expect(productIssues({ ...empty, name: 'Квас', link: 'https://a.example/b c' })).toEqual({
      link: 'validation.linkSpaces',
    });
    expect(productIssues({ ...empty, name: 'Квас', link: `https://a.example/${'x'.repeat(1010)}` })).toEqual({
      link: 'validation.linkLength',
    });
  });

  it('reports every field that is wrong at once', () => {
    expect(Object.keys(productIssues({ name: '', details: 'x'.repeat(300), link: 'a b' })).sort()).toEqual([
      'details',
      'link',
      'name',
    ]);
  });
});

describe('productBody', () => {
  it('leaves out empty optional fields', () => {
    expect(productBody({ name: 'Квас', details: ' ', link: '' })).toEqual({ name: 'Квас' });
    expect(productBody({ name: 'Квас', details: 'Очаковский', link: ' https://x.example ' })).toEqual({
      name: 'Квас',
      details: 'Очаковский',
      link: 'https://x.example',
    });
  });
});
