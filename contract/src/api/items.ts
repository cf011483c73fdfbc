import { z } from 'zod';
import type { ErrorCode } from '../core/errors.js';
import { AddTextAnswer, AddTextBody, AddTextQuery } from '../items/add-text.js';
import { ListItem } from '../items/list-item.js';
import {
  AddItemBody,
  ItemPictureQuery,
  ItemRowParams,
  ItemsQuery,
  ListItemRowParams,
  MarkItemBody,
  ReserveBody,
  UpdateItemBody,
  UserCreateItemBody,
} from '../items/list-items.js';
import { Task, TasksQuery } from '../items/tasks.js';
import { listPaths } from '../lists/list-addresses.js';
import { ListIdParams } from '../lists/lists.js';
import { route } from './route.js';

const tags = ['items'];
const Items = z.array(ListItem);

export const listItems = route({
  method: 'GET',
  path: listPaths.items,
  token: 'read',
  params: ListIdParams,
  query: ItemsQuery,
  answers: { 200: Items },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE'],
  summary: 'Items of a list (members, or anyone with the code)',
  tags,
});

export const addItem = route({
  method: 'POST',
  path: '/api/list/:id/add',
  token: 'write',
  params: ListIdParams,
  body: AddItemBody,
  answers: { 201: ListItem },
  errors: [
    'NOT_FOUND',
    'WRONG_ACCESS_CODE',
    'NOT_A_MEMBER',
    'LIST_CLOSED',
    'ITEM_EXISTS',
    'LIST_FULL',
    'NOT_A_SHOPPING_LIST',
  ],
  summary:
    'Add a product to an active list (members only), optionally with an amount, unit, note and (a member of a ' +
    'shopping list) the price its tick pays; 409 when it is already there',
  tags,
});

export const addNewItem = route({
  method: 'POST',
  path: '/api/list/:id/item/user-create',
  token: 'write',
  params: ListIdParams,
  body: UserCreateItemBody,
  answers: { 201: ListItem },
  errors: ['NOT_FOUND', 'LIST_CLOSED', 'ITEM_EXISTS', 'PRODUCT_QUOTA', 'LIST_FULL', 'NOT_A_SHOPPING_LIST'],
  summary: "Create a product in the user's vocabulary and add it to the list (with the price its tick pays)",
  tags,
});

export const pasteItems = route({
  method: 'POST',
  path: '/api/list/:id/add-text',
  token: 'write',
  params: ListIdParams,
  query: AddTextQuery,
  body: AddTextBody,
  answers: { 200: AddTextAnswer, 201: AddTextAnswer },
  errors: ['NOT_FOUND', 'LIST_CLOSED', 'PRODUCT_QUOTA', 'TOO_MANY_AT_ONCE', 'LIST_FULL'],
  summary:
    'Add a pasted list, one good per line ("2 кг яблок", "milk 2 l"): known goods are added, unknown names become ' +
    'own products, a good already on the list gets the amount on top where the units convert (members of an ' +
    'active list); one event, one notification bundle. On a list of another kind than shopping each line is a plain ' +
    'entry as typed (no product; "носки 3 пары": amount 3, note «пары»). `?preview=1`: the same answer (200) with ' +
    'nothing changed. ' +
    'Per user one at a time and 20 a minute (429); 503 when the server could not finish it in time',
  tags,
});

export const removeItem = route({
  method: 'POST',
  path: '/api/list/:id/remove/:itemRowId',
  token: 'write',
  params: ListItemRowParams,
  answers: { 200: Items },
  errors: ['NOT_FOUND', 'LIST_CLOSED', 'ITEM_COMPLETED'],
  summary: 'Delete an item that is not completed (members, active list)',
  tags,
});

export const untickAll = route({
  method: 'POST',
  path: '/api/list/:id/untick-all',
  token: 'write',
  params: ListIdParams,
  answers: { 200: Items },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED'],
  summary:
    'Untick every item of the list, ready for the next trip (members, active list); answers the items. Purchases ' +
    'already made stay',
  tags,
});

export const undoUntickAll = route({
  method: 'POST',
  path: '/api/list/:id/untick-all/undo',
  token: 'write',
  params: ListIdParams,
  answers: { 200: Items },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED', 'TOO_LATE_TO_UNDO'],
  summary:
    'Take back the last untick of every item within a minute (members, active list): the items unticked by it and ' +
    'unchanged since are ticked again by whoever ticked them; answers the items',
  tags,
});

/** Why a reservation of a wish is refused (items.reservations.ts `assertMayReserve`), besides a received wish's. */
const reservationErrors = [
  'UNAUTHORIZED',
  'NOT_FOUND',
  'WRONG_ACCESS_CODE',
  'OWN_WISH',
  'NOT_A_WISHLIST',
  'LIST_CLOSED',
  'RESERVED',
] as const satisfies readonly ErrorCode[];

export const reserveItem = route({
  method: 'POST',
  path: '/api/list/:id/reserve/:itemRowId',
  token: 'write',
  params: ListItemRowParams,
  body: ReserveBody,
  answers: { 200: ListItem },
  errors: [...reservationErrors, 'ITEM_COMPLETED'],
  summary:
    'Reserve a wish of a wish list to give it (a signed-in member, or a signed-in holder of the code as `ac`); the ' +
    'owner may not (403 OWN_WISH) and never learns of it; 409 RESERVED when someone else has',
  tags,
});

export const unreserveItem = route({
  method: 'DELETE',
  path: '/api/list/:id/reserve/:itemRowId',
  token: 'write',
  params: ListItemRowParams,
  body: ReserveBody,
  answers: { 204: null },
  errors: reservationErrors,
  summary: 'Take back your reservation of a wish (only the one who reserved it: 409 RESERVED for another’s)',
  tags,
});

export const updateItem = route({
  method: 'PATCH',
  path: '/api/list/item/update/:itemRowId',
  token: 'write',
  params: ItemRowParams,
  body: UpdateItemBody,
  answers: { 200: ListItem },
  errors: ['NOT_FOUND', 'LIST_CLOSED', 'ITEM_COMPLETED'],
  summary:
    'Change amount, unit, link or note of an item that is not completed, and the text of a plain entry (members, ' +
    'active list)',
  tags,
});

export const markItem = route({
  method: 'PATCH',
  path: '/api/list-item/mark/:itemRowId',
  token: 'write',
  params: ItemRowParams,
  body: MarkItemBody,
  answers: { 200: Items },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE', 'NOT_A_MEMBER', 'LIST_CLOSED'],
  summary: 'Toggle completed (members, active list); answers the refreshed items',
  tags,
});

export const tasks = route({
  method: 'GET',
  path: '/api/tasks',
  token: 'read',
  query: TasksQuery,
  answers: { 200: z.array(Task) },
  summary: "Open to-dos of the caller's to-do lists by due: today, this week, overdue, or given to the caller",
  tags,
});

export const itemPicture = route({
  method: 'GET',
  path: '/api/list/:id/picture/:itemRowId',
  token: 'read',
  params: ListItemRowParams,
  query: ItemPictureQuery,
  answers: { 200: null },
  errors: ['NOT_FOUND', 'WRONG_ACCESS_CODE'],
  summary:
    "The thumbnail of an item, read from its link's page (a PNG, JPEG, WebP or GIF of at most 512 KB): for whoever may read the list; its address changes with the picture, so it may be kept for good",
  tags,
});
