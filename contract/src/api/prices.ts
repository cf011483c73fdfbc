import { z } from 'zod';
import { MessageAnswer } from '../core/common.js';
import { ListItem } from '../items/list-item.js';
import { ItemRowParams } from '../items/list-items.js';
import { LastPrice } from '../money/money.js';
import { CurrencyBody, ItemPriceBody } from '../money/money-bodies.js';
import { route } from './route.js';

// The calls of money (issue 50): a module of their own, so that screens that make none of them load none of them.

export const setItemPrice = route({
  method: 'PATCH',
  path: '/api/list/item/price/:itemRowId',
  token: 'write',
  params: ItemRowParams,
  body: ItemPriceBody,
  answers: { 200: ListItem },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'LIST_CLOSED', 'NOT_A_SHOPPING_LIST', 'ITEM_NOT_BOUGHT'],
  summary:
    "Set or clear what a ticked item cost (members of an active shopping list), in the list's currency's minor units; answers the item",
  tags: ['items'],
});

export const itemPrices = route({
  method: 'GET',
  path: '/api/list/item/prices/:itemRowId',
  token: 'read',
  params: ItemRowParams,
  answers: { 200: z.array(LastPrice) },
  errors: ['NOT_FOUND', 'NOT_A_MEMBER', 'NOT_A_SHOPPING_LIST'],
  summary: "A good's last price at each of the list's shops it was paid at (and at none), the latest first (members)",
  tags: ['items'],
});

export const changeCurrency = route({
  method: 'PATCH',
  path: '/api/user/settings/currency',
  body: CurrencyBody,
  answers: { 200: MessageAnswer },
  summary: 'Change the currency the user’s new lists get (ISO 4217)',
  tags: ['settings'],
});
