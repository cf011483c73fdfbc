import { z } from 'zod';
import { ListIdParams } from '../lists/lists.js';
import {
  Balance,
  Receipt,
  ReceiptBody,
  ReceiptChangeBody,
  ReceiptParams,
  Settlement,
  SettlementBody,
  Spending,
  SpendingQuery,
} from '../money/receipts.js';
import { route } from './route.js';

// Receipts, balances and spending (issue 50): the members' own money of a shopping list, never a code holder's.

const tags = ['money'];
const listErrors = ['NOT_FOUND', 'NOT_A_MEMBER', 'NOT_A_SHOPPING_LIST'] as const;
const changeErrors = [...listErrors, 'LIST_CLOSED'] as const;

export const listReceipts = route({
  method: 'GET',
  path: '/api/list/:id/receipts',
  token: 'read',
  params: ListIdParams,
  answers: { 200: z.array(Receipt) },
  errors: [...listErrors],
  summary: 'The receipts of a shopping list, the latest first (members)',
  tags,
});

export const createReceipt = route({
  method: 'POST',
  path: '/api/list/:id/receipts',
  token: 'write',
  params: ListIdParams,
  body: ReceiptBody,
  answers: { 201: Receipt },
  errors: [...changeErrors, 'RECEIPT_EXISTS', 'RECEIPT_UNREADABLE'],
  summary:
    'Record a receipt: its fiscal QR code (total and time read from it; the same receipt twice is refused) or its total typed, with the payer and shares',
  tags,
});

export const changeReceipt = route({
  method: 'PATCH',
  path: '/api/list/:id/receipts/:receiptId',
  token: 'write',
  params: ReceiptParams,
  body: ReceiptChangeBody,
  answers: { 200: Receipt },
  errors: [...changeErrors, 'RECEIPT_FISCAL'],
  summary: 'Change a receipt’s payer, shares, shop, or a typed one’s total and time (members of an active list)',
  tags,
});

export const deleteReceipt = route({
  method: 'DELETE',
  path: '/api/list/:id/receipts/:receiptId',
  token: 'write',
  params: ReceiptParams,
  answers: { 204: null },
  errors: [...changeErrors, 'AUTHOR_ONLY'],
  summary: 'Delete a receipt (its author)',
  tags,
});

export const listBalances = route({
  method: 'GET',
  path: '/api/list/:id/balances',
  token: 'read',
  params: ListIdParams,
  answers: { 200: z.array(Balance) },
  errors: [...listErrors],
  summary: 'Who owes whom: the fewest transfers that settle the list’s receipts and settlements (members)',
  tags,
});

export const createSettlement = route({
  method: 'POST',
  path: '/api/list/:id/settlements',
  token: 'write',
  params: ListIdParams,
  body: SettlementBody,
  answers: { 201: Settlement },
  errors: [...changeErrors],
  summary: 'Record a debt paid back from one member of the list to another',
  tags,
});

export const spending = route({
  method: 'GET',
  path: '/api/spending',
  token: 'read',
  query: SpendingQuery,
  answers: { 200: Spending },
  errors: [...listErrors],
  summary:
    'What the caller’s shopping lists cost over a period, by month, week, shop, department, member or list (a trip counts once)',
  tags,
});
