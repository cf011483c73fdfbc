import { z } from 'zod';
import { EditProductBody, Product, ProductParams, VocabularyEntry, VocabularyQuery } from '../catalogue/vocabulary.js';
import { route } from './route.js';

const tags = ['vocabulary'];

export const ownProducts = route({
  method: 'GET',
  path: '/api/item/user-list',
  query: VocabularyQuery,
  answers: { 200: z.array(VocabularyEntry) },
  summary: "The user's own products, filtered by the name in the current language (paged)",
  tags,
});

/** Also the admin's edit of any product in the catalogue. */
export const editProduct = route({
  method: 'POST',
  path: '/api/item/:id/edit',
  params: ProductParams,
  body: EditProductBody,
  answers: { 200: Product },
  errors: ['NOT_FOUND', 'PRODUCT_COMMON'],
  summary: 'Edit a product (its owner or an admin); `name` is the name in the current language',
  tags,
});

export const deleteOwnProduct = route({
  method: 'DELETE',
  path: '/api/item/:id',
  params: ProductParams,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'PRODUCT_COMMON'],
  summary: "Delete one's own private product: it leaves the vocabulary and the autocomplete; rows on lists keep it",
  tags,
});
