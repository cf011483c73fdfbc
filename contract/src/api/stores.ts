import { z } from 'zod';
import { ListIdParams } from '../lists/lists.js';
import {
  CreateStoreBody,
  HereBody,
  hereChangesPerMinute,
  ListStoreParams,
  Store,
  UpdateStoreBody,
} from '../lists/stores.js';
import { route } from './route.js';

const tags = ['stores'];

export const listStores = route({
  method: 'GET',
  path: '/api/list/:id/stores',
  token: 'read',
  params: ListIdParams,
  answers: { 200: z.array(Store) },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER'],
  summary: 'The shops of a shopping list, each with its department order (members)',
  tags,
});

export const createStore = route({
  method: 'POST',
  path: '/api/list/:id/stores',
  token: 'write',
  params: ListIdParams,
  body: CreateStoreBody,
  answers: { 201: Store },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED', 'NOT_A_SHOPPING_LIST', 'STORE_LIMIT', 'STORE_EXISTS'],
  summary: 'Add a shop to an active shopping list (members; at most 20, names unique ignoring case)',
  tags,
});

export const updateStore = route({
  method: 'PATCH',
  path: '/api/list/:id/stores/:storeId',
  token: 'write',
  params: ListStoreParams,
  body: UpdateStoreBody,
  answers: { 200: Store },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED', 'STORE_EXISTS'],
  summary: 'Rename a shop or arrange its departments (`order: null` goes back to the learned order)',
  tags,
});

export const deleteStore = route({
  method: 'DELETE',
  path: '/api/list/:id/stores/:storeId',
  token: 'write',
  params: ListStoreParams,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED'],
  summary: 'Delete a shop (items’ ties to it go too)',
  tags,
});

export const setHere = route({
  method: 'PUT',
  path: '/api/list/:id/here',
  token: 'write',
  params: ListIdParams,
  body: HereBody,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED', 'NOT_A_SHOPPING_LIST'],
  summary: `The shop the member is in now (\`null\`: none); it ends with the trip, after 3 hours, or when set to null (${hereChangesPerMinute} a minute per user)`,
  tags,
});
