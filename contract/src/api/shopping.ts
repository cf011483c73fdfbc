import { z } from 'zod';
import { ListSuggestion } from '../items/list-items.js';
import { AccessQuery, ListIdParams } from '../lists/lists.js';
import { ArrangeShopOrderBody, ShopOrder } from '../lists/stores.js';
import { route } from './route.js';

// Under the items' tag in the API document, where these routes have always been.
const tags = ['items'];

export const shopOrder = route({
  method: 'GET',
  path: '/api/list/:id/shop-order',
  token: 'read',
  params: ListIdParams,
  query: AccessQuery,
  answers: { 200: ShopOrder },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE'],
  summary: 'The order of the list’s departments: as its members arranged it, or learned from their ticks',
  tags,
});

export const arrangeShopOrder = route({
  method: 'PUT',
  path: '/api/list/:id/shop-order',
  token: 'write',
  params: ListIdParams,
  body: ArrangeShopOrderBody,
  answers: { 200: ShopOrder },
  errors: ['NOT_FOUND'],
  summary: 'Arrange the list’s departments (members); `order: null` goes back to the learned order',
  tags,
});

export const listSuggestions = route({
  method: 'GET',
  path: '/api/list/:id/suggestions',
  token: 'read',
  params: ListIdParams,
  query: AccessQuery,
  answers: { 200: z.array(ListSuggestion) },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE', 'NOT_A_MEMBER'],
  summary:
    'Products to suggest for a list (members): often bought by its members, and usually bought together with its items',
  tags,
});
