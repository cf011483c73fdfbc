/** Authorization matrix rows of a list's items: adding, editing, deleting, ticking and unticking all. */
import { activeOnly, type CanException, memberChange, openItemOnly, type Row } from './matrix.js';

export const itemRows: Row[] = [
  {
    route: 'POST /api/list/:id/add',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.listId}/add`,
      payload: { item: c.f.freshProductId, ...(c.ac ? { ac: c.ac } : {}) },
    }),
    expect: memberChange(activeOnly(201)),
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/item/user-create',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.listId}/item/user-create`,
      payload: { name: 'Matrix good' },
    }),
    expect: { ...memberChange(activeOnly(201)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/remove/:itemRowId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/remove/${c.f.itemRowId}` }),
    expect: { ...memberChange(openItemOnly(200)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'PATCH /api/list/item/update/:itemRowId',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/list/item/update/${c.f.itemRowId}`,
      payload: { amount: 2, unit: 1 },
    }),
    expect: { ...memberChange(openItemOnly(200)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/untick-all',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/untick-all` }),
    expect: { ...memberChange(activeOnly(200)), strangerCode: 404 },
    perState: true,
    can: 'tick',
    mutates: true,
  },
  {
    // The fixture's lists were not unticked within the minute: a member has nothing to take back (TOO_LATE_TO_UNDO),
    // on a closed list LIST_CLOSED. Its success is list-kinds.test.ts's.
    route: 'POST /api/list/:id/untick-all/undo',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/untick-all/undo` }),
    expect: { ...memberChange(409), strangerCode: 404 },
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list-item/mark/:itemRowId',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/list-item/mark/${c.f.itemRowId}`,
      payload: c.ac ? { ac: c.ac } : {},
    }),
    expect: memberChange(activeOnly(200)),
    perState: true,
    can: 'tick',
    mutates: true,
  },
  {
    // A price is the purchase's: the fixture's item is bought only in the active-completed state.
    route: 'PATCH /api/list/item/price/:itemRowId',
    request: (c) => ({ method: 'PATCH', url: `/api/list/item/price/${c.f.itemRowId}`, payload: { price: 8900 } }),
    expect: { ...memberChange((s) => (s === 'active-completed' ? 200 : 409)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
];

/** Where a call is refused although its flag allows it: the flags are the list's, these refusals the item's. */
export const canExceptions: CanException[] = [
  {
    route: 'POST /api/list/:id/remove/:itemRowId',
    state: 'active-completed',
    reason: 'a bought item refuses deletion (ITEM_COMPLETED); changeItems says what the list allows',
  },
  {
    route: 'PATCH /api/list/item/update/:itemRowId',
    state: 'active-completed',
    reason: 'a bought item refuses edits (ITEM_COMPLETED); changeItems says what the list allows',
  },
  {
    route: 'POST /api/list/:id/reserve/:itemRowId',
    state: 'active-completed',
    reason: 'a received wish refuses a reservation (ITEM_COMPLETED); reserve says what the list allows',
  },
  {
    route: 'PATCH /api/list/item/price/:itemRowId',
    state: 'active-open',
    reason:
      "a price is the purchase's: an open item refuses one (ITEM_NOT_BOUGHT); changeItems says what the list allows",
  },
];
