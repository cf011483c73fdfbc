import { describe, expect, it } from 'vitest';
import { ownProductBody, ownProductIssues } from './own-product-form';

const empty = { name: '', details: '', link: '' };

describe('ownProductIssues', () => {
  it('requires the name', () => {
    expect(ownProductIssues(empty)).toEqual({ name: 'validation.required' });
    expect(ownProductIssues({ ...empty, name: '   ' })).toEqual({ name: 'validation.required' });
  });

  it('accepts a name alone, and with details and a link', () => {
    expect(ownProductIssues({ ...empty, name: 'Квас' })).toEqual({});
    expect(ownProductIssues({ name: 'Квас', details: 'Очаковский', link: 'https://shop.example/kvas' })).toEqual({});
  });

  it('limits the name and the details to 256 characters', () => {
    expect(ownProductIssues({ ...empty, name: 'я'.repeat(256) })).toEqual({});
    expect(ownProductIssues({ ...empty, name: 'я'.repeat(257) })).toEqual({ name: 'validation.productNameLength' });
    expect(ownProductIssues({ ...empty, name: 'Квас', details: 'x'.repeat(257) })).toEqual({
      details: 'validation.detailsLength',
    });
  });

  it('refuses a link with spaces or over 1024 characters', () => {
    expect(ownProductIssues({ ...empty, name: 'Квас', link: 'https://a.example/b c' })).toEqual({
      link: 'validation.linkSpaces',
    });
    expect(ownProductIssues({ ...empty, name: 'Квас', link: `https://a.example/${'x'.repeat(1010)}` })).toEqual({
      link: 'validation.linkLength',
    });
  });

  it('reports every field that is wrong at once', () => {
    expect(Object.keys(ownProductIssues({ name: '', details: 'x'.repeat(300), link: 'a b' })).sort()).toEqual([
      'details',
      'link',
      'name',
    ]);
  });
});

describe('ownProductBody', () => {
  it('leaves out empty optional fields', () => {
    expect(ownProductBody({ name: 'Квас', details: ' ', link: '' })).toEqual({ name: 'Квас' });
    expect(ownProductBody({ name: 'Квас', details: 'Очаковский', link: ' https://x.example ' })).toEqual({
      name: 'Квас',
      details: 'Очаковский',
      link: 'https://x.example',
    });
  });
});
