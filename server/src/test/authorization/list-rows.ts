/** Authorization matrix rows of the lists feature's routes, run in every list and item state. */
import { listTopic, myListsTopic } from '@listok/contract';
import { testOrigin } from '../app.js';
import { activeOnly, all, memberChange, openItemOnly, ownerOnly, type Row, read, signedIn, withAc } from './matrix.js';

export const listRows: Row[] = [
  // Lists.
  { route: 'GET /api/lists', request: () => ({ method: 'GET', url: '/api/lists' }), expect: signedIn(200) },
  {
    route: 'POST /api/lists',
    request: () => ({ method: 'POST', url: '/api/lists', payload: { name: 'New' } }),
    expect: signedIn(201),
    mutates: true,
  },
  {
    route: 'GET /api/list/:id',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}${withAc(c, '?')}` }),
    expect: read,
    perState: true,
  },
  {
    route: 'GET /api/list/:id/header',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/header${withAc(c, '?')}` }),
    expect: read,
    perState: true,
  },
  {
    route: 'GET /api/list/:id/join',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/join${withAc(c, '?')}` }),
    expect: { ...read, visitorCode: 401 },
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /api/list/:id/join',
    request: (c) => ({
      method: 'GET',
      url: `/api/list/${c.f.listId}/join${withAc(c, '?')}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    }),
    expect: all(403),
    perState: true,
  },
  {
    route: 'PATCH /api/list/:id',
    request: (c) => ({ method: 'PATCH', url: `/api/list/${c.f.listId}`, payload: { name: 'Renamed' } }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list/:id',
    request: (c) => ({ method: 'PATCH', url: `/api/list/${c.f.listId}`, payload: { name: '' } }),
    expect: all(400),
    perState: true,
  },
  {
    route: 'DELETE /api/list/:id',
    request: (c) => ({ method: 'DELETE', url: `/api/list/${c.f.listId}` }),
    expect: ownerOnly(204),
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list/:id/close',
    request: (c) => ({ method: 'PATCH', url: `/api/list/${c.f.listId}/close` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list/:id/recover',
    request: (c) => ({ method: 'PATCH', url: `/api/list/${c.f.listId}/recover` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/access-code',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/access-code` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /api/list/:id/suggestions',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/suggestions${withAc(c, '?')}` }),
    expect: memberChange(200),
    perState: true,
  },
  {
    route: 'GET /api/list/:id/shop-order',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/shop-order${withAc(c, '?')}` }),
    expect: read,
    perState: true,
  },
  {
    route: 'PUT /api/list/:id/shop-order',
    request: (c) => ({ method: 'PUT', url: `/api/list/${c.f.listId}/shop-order`, payload: { order: null } }),
    expect: { ...ownerOnly(200), member: 200 },
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /api/list/:id/notifications',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/notifications` }),
    expect: { ...ownerOnly(200), member: 200 },
    perState: true,
  },
  {
    route: 'PUT /api/list/:id/notifications',
    request: (c) => ({ method: 'PUT', url: `/api/list/${c.f.listId}/notifications`, payload: { mode: 'shopping' } }),
    expect: { ...ownerOnly(200), member: 200 },
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/shopping',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/shopping` }),
    expect: { ...ownerOnly(activeOnly(204)), member: activeOnly(204) },
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/exit',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/exit` }),
    expect: { ...ownerOnly(403), member: 204 },
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/members/add/:userId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/members/add/${c.users.contact.id}` }),
    expect: ownerOnly(activeOnly(200)),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/members/add/:userId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/members/add/${c.users.oneWay.id}` }),
    expect: ownerOnly(activeOnly(403)),
    perState: true,
  },
  {
    route: 'POST /api/list/:id/members/remove/:userId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/members/remove/${c.users.member.id}` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/add',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.listId}/add`,
      payload: { item: c.f.freshProductId, ...(c.ac ? { ac: c.ac } : {}) },
    }),
    expect: memberChange(activeOnly(201)),
    perState: true,
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
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/remove/:itemRowId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/remove/${c.f.itemRowId}` }),
    expect: { ...memberChange(openItemOnly(200)), strangerCode: 404 },
    perState: true,
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
    mutates: true,
  },
  {
    route: 'GET /.well-known/mercure',
    request: (c) => ({
      method: 'GET',
      url: `/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, c.f.listId))}${withAc(c, '&')}`,
    }),
    expect: { ...read, visitor: 403, stranger: 403, admin: 403 },
    perState: true,
  },
  {
    route: 'GET /.well-known/mercure',
    request: (c) => ({
      method: 'GET',
      url: `/.well-known/mercure?topic=${encodeURIComponent(myListsTopic(testOrigin))}${withAc(c, '&')}`,
    }),
    expect: { ...all(200), visitor: 403, visitorCode: 403 },
  },
];
