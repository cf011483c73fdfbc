import { z } from 'zod';
import { CatalogueQuery, CreateProductBody } from '../catalogue/admin.js';
import { AutocompleteQuery, CatalogueName, Category, Suggestion, Unit } from '../catalogue/catalogue.js';
import { Product, ProductParams } from '../catalogue/vocabulary.js';
import { route } from './route.js';

const tags = ['catalogue'];
const adminTags = ['catalogue (admin)'];

export const units = route({
  method: 'GET',
  path: '/api/units',
  token: 'read',
  answers: { 200: z.array(Unit) },
  summary: 'Units of measure',
  tags,
});

export const categories = route({
  method: 'GET',
  path: '/api/categories',
  token: 'read',
  answers: { 200: z.array(Category) },
  summary: 'Categories of goods',
  tags,
});

export const autocomplete = route({
  method: 'GET',
  path: '/api/item/autocomplete',
  token: 'read',
  query: AutocompleteQuery,
  answers: { 200: z.array(Suggestion) },
  // The search runs within the per-user limits of costly work (server plugins/work-limits.ts).
  errors: ['TOO_MANY_AT_ONCE'],
  summary:
    "Up to 10 products matching the name in the current language (common and the user's own), any word form or " +
    'synonym, also when typed in the other keyboard layout; an amount and unit in the text are left out of the ' +
    'search. The named good first, then what the family and everyone buy most',
  tags,
});

export const catalogueNames = route({
  method: 'GET',
  path: '/api/item/names',
  answers: { 200: z.array(CatalogueName) },
  summary:
    "Every common product's id, name in the current language, details and icon: the web app keeps this compact copy " +
    'on the device, so that without signal the add box finds a good never searched for before, and shows its picture',
  tags,
});

/** The product catalogue for admins: every product, creating products, making a private one common. */
export const catalogue = route({
  method: 'GET',
  path: '/api/item/list',
  query: CatalogueQuery,
  answers: { 200: z.array(Product) },
  errors: ['ADMIN_ONLY'],
  summary: 'Every product, filtered by contains-matches on the names, details and category (admin, paged)',
  tags: adminTags,
});

export const createProduct = route({
  method: 'POST',
  path: '/api/item/create',
  body: CreateProductBody,
  answers: { 201: Product },
  errors: ['ADMIN_ONLY'],
  summary: 'Create a product owned by the admin, not common until marked (admin)',
  tags: adminTags,
});

export const makeProductCommon = route({
  method: 'PATCH',
  path: '/api/item/:id/common',
  params: ProductParams,
  answers: { 200: Product },
  errors: ['ADMIN_ONLY', 'NOT_FOUND'],
  summary: 'Make a product common: every user finds it in the autocomplete (admin)',
  tags: adminTags,
});
