/** Authorization matrix rows of the routes outside lists: plumbing, account, contacts, catalogue, admin. */
import { testSubscription } from '../push-service.js';
import type { Row } from './matrix.js';
import { adminOnly, all, signedIn } from './matrix.js';

export const accountRows: Row[] = [
  // Public plumbing.
  { route: 'GET /api/health', request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  { route: 'GET /api/docs', request: () => ({ method: 'GET', url: '/api/docs' }), expect: all(200) },
  { route: 'GET /api/docs/json', request: () => ({ method: 'GET', url: '/api/docs/json' }), expect: all(200) },
  { route: 'GET /api/docs/yaml', request: () => ({ method: 'GET', url: '/api/docs/yaml' }), expect: all(200) },
  {
    route: 'GET /api/docs/static/index.html',
    request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
    expect: all(302),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
    expect: all(200),
  },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
    expect: all(200),
  },
  { route: 'POST /api/menu', request: () => ({ method: 'POST', url: '/api/menu' }), expect: all(200) },
  { route: 'GET /api/lang/:code', request: () => ({ method: 'GET', url: '/api/lang/ru' }), expect: all(200) },
  {
    route: 'GET /api/lang/:code',
    request: () => ({ method: 'GET', url: '/api/lang/ru', headers: { 'sec-fetch-site': 'cross-site' } }),
    expect: all(403),
  },
  { route: 'GET /api/units', request: () => ({ method: 'GET', url: '/api/units' }), expect: all(200) },
  { route: 'GET /api/categories', request: () => ({ method: 'GET', url: '/api/categories' }), expect: all(200) },
  { route: 'GET /api/time-zones', request: () => ({ method: 'GET', url: '/api/time-zones' }), expect: all(200) },

  // Accounts.
  {
    route: 'POST /api/signup',
    request: () => ({
      method: 'POST',
      url: '/api/signup',
      payload: { email: 'taken', username: 'x', password: '1', password_re: '2' },
    }),
    expect: all(400),
  },
  {
    route: 'POST /api/login',
    request: (c) => ({
      method: 'POST',
      url: '/api/login',
      payload: { _username: c.users.owner.username, _password: 'not-the-password' },
    }),
    expect: all(401),
  },
  {
    route: 'POST /logout',
    request: () => ({ method: 'POST', url: '/logout', freshSession: true }),
    expect: all(200),
  },
  {
    route: 'GET /logout',
    request: () => ({ method: 'GET', url: '/logout', freshSession: true }),
    expect: all(200),
  },
  // Single sign-on is not set up in the matrix's app (features/auth/oidc*.test.ts run it with a provider).
  {
    route: 'GET /api/auth/oidc/start',
    request: () => ({ method: 'GET', url: '/api/auth/oidc/start' }),
    expect: all(404),
  },
  {
    route: 'GET /api/auth/oidc/callback',
    request: () => ({ method: 'GET', url: '/api/auth/oidc/callback?code=c&state=s' }),
    expect: all(404),
  },
  {
    route: 'GET /api/user/password/recovery-pass-start',
    request: () => ({ method: 'GET', url: '/api/user/password/recovery-pass-start?email=nobody%40example.com' }),
    expect: all(200),
  },
  // The link is the proof, as for the recovery itself: everyone gets the same answer about a token.
  {
    route: 'GET /api/user/password/recovery',
    request: () => ({ method: 'GET', url: '/api/user/password/recovery?token=made-up' }),
    expect: all(400),
  },
  {
    route: 'POST /api/user/password/recovery',
    request: () => ({
      method: 'POST',
      url: '/api/user/password/recovery',
      payload: { password: 'abcdef', passwordRe: 'abcdef', token: 'made-up' },
    }),
    expect: all(400),
  },
  {
    route: 'POST /api/feedback',
    request: () => ({ method: 'POST', url: '/api/feedback', payload: { email: 'a.b@c.de', message: 'hello' } }),
    expect: all(201),
    mutates: true,
  },
  {
    route: 'GET /api/user/settings',
    request: () => ({ method: 'GET', url: '/api/user/settings' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/user/settings/change-email',
    request: () => ({
      method: 'PATCH',
      url: '/api/user/settings/change-email',
      payload: { email: 'fresh.mail@example.com', password: 'wrong-password' },
    }),
    expect: signedIn(400),
  },
  {
    // The actors' addresses are not confirmed: each one gets a new link (a mail), once, well within its limit.
    route: 'POST /api/user/settings/email-confirmation',
    request: () => ({ method: 'POST', url: '/api/user/settings/email-confirmation' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/user/settings/confirm-email',
    request: () => ({ method: 'POST', url: '/api/user/settings/confirm-email', payload: { token: 'made-up' } }),
    expect: all(400),
  },
  {
    route: 'PATCH /api/user/settings/change-password',
    request: () => ({
      method: 'PATCH',
      url: '/api/user/settings/change-password',
      payload: { password: 'wrong-password', newPassword: 'abcdef', newPasswordRe: 'abcdef' },
    }),
    expect: signedIn(400),
  },
  {
    route: 'PATCH /api/user/settings/change-tz/:tzId',
    request: () => ({ method: 'PATCH', url: '/api/user/settings/change-tz/99999999' }),
    expect: signedIn(404),
  },
  {
    route: 'PATCH /api/user/settings/currency',
    request: () => ({ method: 'PATCH', url: '/api/user/settings/currency', payload: { currency: 'EUR' } }),
    expect: signedIn(200),
    mutates: true,
  },

  // Notifications on a device (an endpoint on a public address, new for each call).
  { route: 'GET /api/push/key', request: () => ({ method: 'GET', url: '/api/push/key' }), expect: all(200) },
  {
    route: 'POST /api/push/subscriptions',
    request: () => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: testSubscription(`https://8.8.8.8/push/${crypto.randomUUID()}`).toJSON(),
    }),
    expect: signedIn(201),
    mutates: true,
  },
  {
    route: 'DELETE /api/push/subscriptions',
    request: () => ({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://8.8.8.8/push/1' },
    }),
    expect: signedIn(204),
    mutates: true,
  },

  // API tokens (account calls: a token cannot make or see tokens).
  { route: 'GET /api/user/tokens', request: () => ({ method: 'GET', url: '/api/user/tokens' }), expect: signedIn(200) },
  {
    route: 'POST /api/user/tokens',
    request: () => ({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'Shortcut', scope: 'write', lists: null },
    }),
    expect: signedIn(201),
    mutates: true,
  },
  {
    route: 'DELETE /api/user/tokens/:id',
    request: () => ({ method: 'DELETE', url: '/api/user/tokens/999999' }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/user/calendar-devices',
    request: () => ({
      method: 'POST',
      url: '/api/user/calendar-devices',
      payload: { name: 'iPhone', platform: 'iphone' },
    }),
    expect: signedIn(201),
    mutates: true,
  },
  // A profile's one-time link needs no sign-in: its secret is the key (one not made is 410 for anyone).
  {
    route: 'GET /api/calendar-profile',
    request: () => ({ method: 'GET', url: '/api/calendar-profile?token=not-made' }),
    expect: all(410),
  },

  // Contacts and vocabulary.
  {
    route: 'GET /api/user/search',
    request: (c) => ({ method: 'GET', url: `/api/user/search?name=${c.users.contact.username}` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/user/contact/list',
    request: () => ({ method: 'GET', url: '/api/user/contact/list' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/user/contact/add/:id',
    request: (c) => ({ method: 'POST', url: `/api/user/contact/add/${c.users.someone.id}` }),
    expect: signedIn(200),
    mutates: true,
  },
  {
    route: 'POST /api/user/contact/remove/:id',
    request: (c) => ({ method: 'POST', url: `/api/user/contact/remove/${c.users.someone.id}` }),
    expect: signedIn(200),
    mutates: true,
  },
  {
    route: 'GET /api/item/autocomplete',
    request: () => ({ method: 'GET', url: '/api/item/autocomplete?name=mil' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/item/names',
    request: () => ({ method: 'GET', url: '/api/item/names' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/item/user-list',
    request: () => ({ method: 'GET', url: '/api/item/user-list' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/item/:id/edit',
    request: (c) => ({ method: 'POST', url: `/api/item/${c.f.ownProductId}/edit`, payload: { details: 'changed' } }),
    expect: { ...signedIn(404), owner: 200, admin: 200 },
    mutates: true,
  },
  {
    route: 'POST /api/item/:id/edit',
    request: (c) => ({ method: 'POST', url: `/api/item/${c.f.formerOwnProductId}/edit`, payload: { details: 'mine' } }),
    expect: { ...signedIn(403), admin: 200 },
    mutates: true,
  },

  {
    route: 'DELETE /api/item/:id',
    request: (c) => ({ method: 'DELETE', url: `/api/item/${c.f.ownProductId}` }),
    expect: { ...signedIn(404), owner: 204 },
    mutates: true,
  },
  {
    route: 'DELETE /api/item/:id',
    request: (c) => ({ method: 'DELETE', url: `/api/item/${c.f.formerOwnProductId}` }),
    expect: signedIn(403),
  },

  // Admin.
  { route: 'GET /api/item/list', request: () => ({ method: 'GET', url: '/api/item/list' }), expect: adminOnly(200) },
  {
    route: 'POST /api/item/create',
    request: () => ({
      method: 'POST',
      url: '/api/item/create',
      payload: { nameRu: 'Тест', nameEn: 'Test', details: '', category: 1 },
    }),
    expect: adminOnly(201),
    mutates: true,
  },
  {
    route: 'PATCH /api/item/:id/common',
    request: (c) => ({ method: 'PATCH', url: `/api/item/${c.f.ownProductId}/common` }),
    expect: adminOnly(200),
    mutates: true,
  },
  { route: 'GET /api/users', request: () => ({ method: 'GET', url: '/api/users' }), expect: adminOnly(200) },
  { route: 'GET /api/feedback', request: () => ({ method: 'GET', url: '/api/feedback' }), expect: adminOnly(200) },
];
