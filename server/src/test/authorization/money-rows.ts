/**
 * Authorization matrix rows of a shopping list's money (features/lists/prices/receipts.routes.ts): its members read
 * the receipts and balances, also of a finished list; members of an active list record them. The calls take no code:
 * a code holder is a stranger, and sees none of it.
 */
import { type Actor, activeOnly, type Expected, memberChange, type Row } from './matrix.js';

const members = (ok: Expected): Record<Actor, Expected> => ({ ...memberChange(ok), strangerCode: 404 });

export const moneyRows: Row[] = [
  {
    route: 'GET /api/list/:id/receipts',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/receipts` }),
    expect: members(200),
    perState: true,
    can: 'readMoney',
  },
  {
    route: 'POST /api/list/:id/receipts',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/receipts`, payload: { total: 86_000 } }),
    expect: members(activeOnly(201)),
    perState: true,
    can: 'keepMoney',
    mutates: true,
  },
  {
    route: 'PATCH /api/list/:id/receipts/:receiptId',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/list/${c.f.listId}/receipts/${c.f.receiptId}`,
      payload: { payer: c.users.member.id },
    }),
    expect: members(activeOnly(200)),
    perState: true,
    can: 'keepMoney',
    mutates: true,
  },
  {
    // Its author only (the owner recorded it); a finished list refuses first.
    route: 'DELETE /api/list/:id/receipts/:receiptId',
    request: (c) => ({ method: 'DELETE', url: `/api/list/${c.f.listId}/receipts/${c.f.receiptId}` }),
    expect: { ...members(activeOnly(204)), member: activeOnly(403) },
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /api/list/item/prices/:itemRowId',
    request: (c) => ({ method: 'GET', url: `/api/list/item/prices/${c.f.itemRowId}` }),
    expect: members(200),
    perState: true,
    can: 'readMoney',
  },
  {
    route: 'GET /api/list/:id/balances',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/balances` }),
    expect: members(200),
    perState: true,
    can: 'readMoney',
  },
  {
    route: 'POST /api/list/:id/settlements',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.listId}/settlements`,
      payload: { from: c.users.member.id, to: c.users.owner.id, amount: 62_025 },
    }),
    expect: members(activeOnly(201)),
    perState: true,
    can: 'keepMoney',
    mutates: true,
  },
  {
    // The spending of one list: its members'; without `list`, every caller's own (their lists only).
    route: 'GET /api/spending',
    request: (c) => ({ method: 'GET', url: `/api/spending?list=${c.f.listId}` }),
    expect: members(200),
    perState: true,
    can: 'readMoney',
  },
];
