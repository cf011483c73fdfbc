import { z } from 'zod';
import { listPaths } from '../lists/list-addresses.js';
import { CopyListBody } from '../lists/list-copy.js';
import {
  AccessQuery,
  CreateListBody,
  ListHeader,
  ListIdParams,
  ListSummary,
  ListsQuery,
  UpdateListBody,
} from '../lists/lists.js';
import { route } from './route.js';

const tags = ['lists'];

export const myLists = route({
  method: 'GET',
  path: '/api/lists',
  token: 'read',
  query: ListsQuery,
  answers: { 200: z.array(ListSummary) },
  summary: 'Lists the user owns or is a member of (paged; sort by name, createdAt, updatedAt; of one kind)',
  tags,
});

export const createList = route({
  method: 'POST',
  path: '/api/lists',
  token: 'write',
  body: CreateListBody,
  answers: { 201: ListSummary },
  errors: ['LIST_QUOTA'],
  summary: 'Create a list (of a kind: shopping when not given)',
  tags,
});

export const listHeader = route({
  method: 'GET',
  path: listPaths.header,
  token: 'read',
  params: ListIdParams,
  query: AccessQuery,
  answers: { 200: ListHeader },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE'],
  summary: 'Name, state and members of a list (members, or anyone with the code)',
  tags,
});

export const updateList = route({
  method: 'PATCH',
  path: '/api/list/:id',
  token: 'write',
  params: ListIdParams,
  body: UpdateListBody,
  answers: { 200: ListHeader },
  errors: ['NOT_FOUND', 'OWNER_ONLY'],
  summary: 'Rename a list or change its kind (owner only; also a closed one)',
  tags,
});

export const deleteList = route({
  method: 'DELETE',
  path: '/api/list/:id',
  token: 'write',
  params: ListIdParams,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'OWNER_ONLY'],
  summary: 'Delete a list with its items (owner only): members see it gone at once',
  tags,
});

/** A GET for the contract's sake, but a change: a read token may not join, nor another site make a visitor join. */
export const joinList = route({
  method: 'GET',
  path: '/api/list/:id/join',
  // A GET for the contract's sake, but a change: a read token may not join.
  token: 'write',
  params: ListIdParams,
  query: AccessQuery,
  answers: { 200: ListHeader },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE', 'CROSS_SITE_JOIN'],
  summary: 'Join a list with its access code',
  tags,
});

export const closeList = route({
  method: 'PATCH',
  path: '/api/list/:id/close',
  token: 'write',
  params: ListIdParams,
  answers: { 200: ListHeader },
  errors: ['NOT_FOUND', 'OWNER_ONLY'],
  summary: 'Close the list: every item is marked (owner only)',
  tags,
});

export const recoverList = route({
  method: 'PATCH',
  path: '/api/list/:id/recover',
  token: 'write',
  params: ListIdParams,
  answers: { 200: ListHeader },
  errors: ['NOT_FOUND', 'OWNER_ONLY'],
  summary: 'Recover a closed list: every item is unmarked (owner only)',
  tags,
});

export const renewAccessCode = route({
  method: 'POST',
  path: '/api/list/:id/access-code',
  token: 'write',
  params: ListIdParams,
  answers: { 200: ListHeader },
  errors: ['NOT_FOUND', 'OWNER_ONLY'],
  summary: 'New access code (owner only): the old private link stops working at once, and streams opened with it end',
  tags,
});

export const leaveList = route({
  method: 'POST',
  path: '/api/list/:id/exit',
  token: 'write',
  params: ListIdParams,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'OWNER_CANNOT_LEAVE'],
  summary: 'Leave a list (members who are not the owner)',
  tags,
});

export const copyList = route({
  method: 'POST',
  path: '/api/list/:id/copy',
  token: 'write',
  params: ListIdParams,
  body: CopyListBody,
  answers: { 201: ListSummary },
  errors: ['NOT_FOUND', 'LIST_QUOTA', 'PRODUCT_QUOTA'],
  summary:
    'Copy a list (its members): a new list of the caller with its items (all, or only those not bought), none bought; members are not copied; another member’s own product becomes the caller’s own of that name',
  tags,
});
