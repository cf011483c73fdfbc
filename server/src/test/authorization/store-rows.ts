/**
 * Authorization matrix rows of a list's shops (features/lists/shopping/stores.routes.ts): members read them; members
 * of an active list change them and say which one they are in. The calls take no code: a code holder is a stranger.
 */
import { activeOnly, memberChange, type Row } from './matrix.js';

export const storeRows: Row[] = [
  {
    route: 'GET /api/list/:id/stores',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/stores` }),
    expect: { ...memberChange(200), strangerCode: 404 },
    perState: true,
    can: 'readShops',
  },
  {
    route: 'POST /api/list/:id/stores',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/stores`, payload: { name: 'Рынок' } }),
    expect: { ...memberChange(activeOnly(201)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'PATCH /api/list/:id/stores/:storeId',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/list/${c.f.listId}/stores/${c.f.storeId}`,
      payload: { name: 'Ашан у дома' },
    }),
    expect: { ...memberChange(activeOnly(200)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'DELETE /api/list/:id/stores/:storeId',
    request: (c) => ({ method: 'DELETE', url: `/api/list/${c.f.listId}/stores/${c.f.storeId}` }),
    expect: { ...memberChange(activeOnly(204)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
  {
    route: 'PUT /api/list/:id/here',
    request: (c) => ({ method: 'PUT', url: `/api/list/${c.f.listId}/here`, payload: { store: c.f.storeId } }),
    expect: { ...memberChange(activeOnly(204)), strangerCode: 404 },
    perState: true,
    can: 'changeItems',
    mutates: true,
  },
];
