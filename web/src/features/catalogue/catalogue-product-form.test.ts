import type { Product } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../../lib/forms/form-fields';
import {
  catalogueProductChanges,
  catalogueProductFields,
  catalogueProductSchema,
  catalogueProductValuesOf,
  emptyCatalogueProduct,
} from './catalogue-product-form';

const issuesOf = (values: Record<string, string>) =>
  fieldIssues(catalogueProductSchema, catalogueProductFields, values);

describe('the create form rules', () => {
  it('accept a product with both names and a category, details optional', () => {
    expect(issuesOf({ nameRu: 'Кефир 1%', nameEn: 'Kefir 1%', details: '', category: '2' })).toEqual({});
  });

  it('ask for every required field of an empty form', () => {
    expect(issuesOf(emptyCatalogueProduct)).toEqual({
      nameRu: 'validation.required',
      nameEn: 'validation.required',
      category: 'validation.required',
    });
  });

  it('refuse characters outside the catalogue set and overlong texts', () => {
    const values = { nameRu: 'Сыр <b>', nameEn: 'x'.repeat(257), details: 'd'.repeat(257), category: '1' };
    expect(issuesOf(values)).toEqual({
      nameRu: 'validation.productNameChars',
      nameEn: 'validation.productNameLength',
      details: 'validation.detailsLength',
    });
  });

  it('call a category that is not an id wrong, not missing', () => {
    expect(issuesOf({ nameRu: 'Сыр', nameEn: 'Cheese', details: '', category: '0' })).toEqual({
      category: 'validation.category',
    });
  });
});

const product: Product = {
  id: 7,
  nameRu: 'Паштет',
  nameEn: 'Liver pâté',
  details: '',
  category: 3,
  username: null,
  common: true,
};

describe('catalogueProductChanges', () => {
  it('finds nothing to send when nothing changed (spaces around a name are no change)', () => {
    expect(catalogueProductChanges(product, { ...catalogueProductValuesOf(product), nameRu: ' Паштет ' })).toEqual({
      changes: {},
      issues: {},
    });
  });

  it('sends only the changed fields, trimmed, with the category as a number', () => {
    const values = {
      ...catalogueProductValuesOf(product),
      nameRu: ' Паштет печёночный ',
      details: 'Хамдан',
      category: '5',
    };
    expect(catalogueProductChanges(product, values)).toEqual({
      changes: { nameRu: 'Паштет печёночный', details: 'Хамдан', category: 5 },
      issues: {},
    });
  });

  it('does not judge a name left as it was, even one the catalogue rule would refuse now', () => {
    const values = { ...catalogueProductValuesOf(product), details: 'in tins' };
    expect(catalogueProductChanges(product, values).issues).toEqual({});
  });

  it('judges changed fields by the create form rules', () => {
    const values = { nameRu: '', nameEn: '<b>Pâté</b>', details: 'x'.repeat(300), category: '' };
    expect(catalogueProductChanges(product, values).issues).toEqual({
      nameRu: 'validation.required',
      nameEn: 'validation.productNameChars',
      details: 'validation.detailsLength',
      category: 'validation.required',
    });
  });

  it('lets a product without a category keep having none', () => {
    const uncategorised = { ...product, category: null };
    expect(catalogueProductChanges(uncategorised, catalogueProductValuesOf(uncategorised))).toEqual({
      changes: {},
      issues: {},
    });
    expect(
      catalogueProductChanges(uncategorised, { ...catalogueProductValuesOf(uncategorised), category: '4' }).changes,
    ).toEqual({
      category: 4,
    });
  });
});
