import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { formatDate } from '../lib/dates.js';
import { cookieHeader, testOrigin } from './app.js';
import { basic } from './dav-client.js';
import { addItem, call, createList, logIn, productId, signUp } from './factories.js';
import { passProvider, startTestProvider } from './oidc-provider.js';
import { testSubscription } from './push-service.js';

/**
 * An address where nothing answers (TCP port 1): mail to an SMTP server there and push messages to a push service
 * there fail and wait for their retry, so the outboxes keep rows as they do whenever a service is down.
 */
export const nowhere = 'http://127.0.0.1:1';

/** Settings under which `fillEveryTable` leaves a row in every table: nothing is sent, no bundle ends. */
export const everyTableEnv = {
  SMTP_URL: 'smtp://127.0.0.1:1',
  FEEDBACK_TO: 'team@example.com',
  PUSH_ENDPOINT_ALLOW: nowhere,
  PUSH_BUNDLE_SECONDS: '3600',
  PUSH_BUNDLE_MAX_SECONDS: '86400',
  RATE_LIMIT_ADDRESS: 'on',
  RATE_LIMIT_STORE: 'database',
  LOG_LEVEL: 'silent',
};

/**
 * The OpenID Provider `fillEveryTable` signs a person in through; the app runs with `env` added to everyTableEnv.
 * The caller closes it.
 */
export async function everyTableProvider() {
  const provider = await startTestProvider({ redirectUris: [`${testOrigin}/api/auth/oidc/callback`] });
  // No email: the account is made without one, and without a password.
  provider.accounts.set('vera', { preferred_username: 'vera' });
  const env = {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  };
  return { provider, env };
}

const expectStatus = (what: string, answer: { status: number; body: unknown }, status: number) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/**
 * A family using Listok, through the app's own calls (the app runs under `everyTableEnv`), so that every table has a
 * row. Answers Anna's sign-in, for a test to sign her in again on a copy of the database.
 */
export async function fillEveryTable(app: FastifyInstance): Promise<{ login: string; password: string }> {
  const anna = await signUp(app);
  const boris = await signUp(app);
  const signedIn = await logIn(app, anna.username, anna.password);
  expectStatus('sign-in', { status: signedIn.statusCode, body: signedIn.body }, 200);
  // After her sign-in, which clears her failures.
  const wrong = await logIn(app, boris.username, 'not-his-password');
  expectStatus('a wrong password', { status: wrong.statusCode, body: wrong.body }, 401);

  const list = await createList(app, anna, 'Дача');
  expectStatus('join', await call(app, boris, 'GET', `/api/list/${list.id}/join?ac=${list.access}`), 200);
  const device = testSubscription(`${nowhere}/push/${randomUUID()}`);
  expectStatus('push subscription', await call(app, boris, 'POST', '/api/push/subscriptions', device.toJSON()), 201);
  expectStatus('mode', await call(app, boris, 'PUT', `/api/list/${list.id}/notifications`, { mode: 'shopping' }), 200);

  const added = await app.inject({
    method: 'POST',
    url: `/api/list/${list.id}/add`,
    headers: { cookie: anna.cookie, 'idempotency-key': randomUUID() },
    payload: { item: await productId(app, 'Milk') },
  });
  expectStatus('add with a key', { status: added.statusCode, body: added.body }, 201);
  const bread = await addItem(app, anna, list.id, 'Bread');
  expectStatus('tick', await call(app, anna, 'PATCH', `/api/list-item/mark/${bread.id}`, { price: 5_500 }), 200);
  const own = { name: 'Пирог бабушкин' };
  expectStatus('own product', await call(app, anna, 'POST', `/api/list/${list.id}/item/user-create`, own), 201);
  const departments = (await call(app, anna, 'GET', '/api/categories')).body as { id: number }[];
  const order = departments.map((d) => d.id).reverse();
  expectStatus('shop order', await call(app, anna, 'PUT', `/api/list/${list.id}/shop-order`, { order }), 200);
  // A shop with its own order, a good only it has, and Anna in it.
  const ashan = await call(app, anna, 'POST', `/api/list/${list.id}/stores`, { name: 'Ашан' });
  expectStatus('shop', ashan, 201);
  const shopOrder = `/api/list/${list.id}/stores/${ashan.body.id}`;
  expectStatus('shop order', await call(app, anna, 'PATCH', shopOrder, { order: order.slice(0, 3) }), 200);
  const milkRow = (await call(app, anna, 'GET', `/api/list/${list.id}`)).body[0].id;
  const tie = { stores: [ashan.body.id] };
  expectStatus('tie', await call(app, anna, 'PATCH', `/api/list/item/update/${milkRow}`, tie), 200);
  expectStatus('here', await call(app, anna, 'PUT', `/api/list/${list.id}/here`, { store: ashan.body.id }), 204);
  expectStatus('going shopping', await call(app, anna, 'POST', `/api/list/${list.id}/shopping`), 204);
  // A to-do whose time came a minute or two ago, while the server last looked for reminders a minute before that (it
  // was down since): Boris, a member with a device, is reminded of it late (features/web-push/reminders.ts).
  const todos = await createList(app, anna, 'Дела');
  expectStatus('kind', await call(app, anna, 'PATCH', `/api/list/${todos.id}`, { kind: 'todo' }), 200);
  expectStatus('join', await call(app, boris, 'GET', `/api/list/${todos.id}/join?ac=${todos.access}`), 200);
  const flowers = await call(app, anna, 'POST', `/api/list/${todos.id}/add-text`, { text: 'Полить цветы' });
  // A due is to the minute: the last look is set a minute before the minute written, not before the clock's time,
  // which a slow call could carry past it (then the to-do would seem reminded of already).
  const dueAt = Math.floor((Date.now() - 60_000) / 60_000) * 60_000;
  const dueChange = { due: formatDate(new Date(dueAt), 'Europe/Moscow'), repeat: 'daily' };
  const flowersId = flowers.body.added[0].id;
  expectStatus('due', await call(app, anna, 'PATCH', `/api/list/item/update/${flowersId}`, dueChange), 200);
  const lookedUntil = new Date(dueAt - 60_000).toISOString();
  await app.db.execute(sql`
    insert into meta (key, value) values ('reminders_looked_until', ${lookedUntil})
    on conflict (key) do update set value = excluded.value`);
  await app.webPush.flush();
  // A wish Boris reserves on Anna's wish list: its event is kept apart (push_side_events).
  const wishes = await createList(app, anna, 'День рождения');
  expectStatus('kind', await call(app, anna, 'PATCH', `/api/list/${wishes.id}`, { kind: 'wishlist' }), 200);
  // And a shop's link, whose page is to be read (link_pages).
  const wish = await call(app, anna, 'POST', `/api/list/${wishes.id}/add-text`, {
    text: 'Наушники\nhttps://shop.example/headphones',
  });
  const reserve = `/api/list/${wishes.id}/reserve/${wish.body.added[0].id}`;
  expectStatus('reserve', await call(app, boris, 'POST', reserve, { ac: wishes.access }), 200);
  // Suggestions, once made, are kept for a trip.
  expectStatus('suggestions', await call(app, boris, 'GET', `/api/list/${list.id}/suggestions`), 200);

  expectStatus('contact', await call(app, anna, 'POST', `/api/user/contact/add/${boris.id}`), 200);
  const token = { name: 'Siri', scope: 'write', lists: null };
  expectStatus('token', await call(app, anna, 'POST', '/api/user/tokens', token), 201);
  // A calendar app syncs the list (features/caldav): the collection's state at its token is kept.
  const calendarApp = { name: 'Reminders', scope: 'caldav', lists: null };
  const appPassword = (await call(app, anna, 'POST', '/api/user/tokens', calendarApp)).body.token;
  const synced = await app.inject({
    method: 'REPORT' as 'GET',
    url: `/dav/calendars/${anna.id}/${list.id}/`,
    headers: { authorization: basic(anna.username, appPassword), 'content-type': 'application/xml' },
    payload: '<d:sync-collection xmlns:d="DAV:"><d:sync-token/><d:prop><d:getetag/></d:prop></d:sync-collection>',
  });
  expectStatus('calendar sync', { status: synced.statusCode, body: synced.body }, 207);
  // An iPhone's calendar apps set up, its profile's one-time link not opened yet.
  const iphone = { name: 'iPhone', platform: 'iphone' };
  expectStatus('calendar device', await call(app, anna, 'POST', '/api/user/calendar-devices', iphone), 201);
  // Its picture is to be read into the app's copy (recipe_pictures).
  const pancakes = {
    name: 'Блины',
    servings: 4,
    ingredients: ['200 г муки', '1/2 стакана молока'],
    steps: ['Жарить'],
    image: 'https://bliny.example/bliny.jpg',
  };
  const recipe = await call(app, anna, 'POST', '/api/recipes', pancakes);
  expectStatus('recipe', recipe, 201);
  // The recipe on the shopping list: its amounts are held by the items (list_recipes, item_recipes).
  const cook = `/api/list/${list.id}/recipe`;
  expectStatus('recipe on the list', await call(app, anna, 'POST', cook, { recipe: recipe.body.id }), 200);
  // The trip's receipt, read from its QR code and shared by both, and Boris paying his half back.
  const receipt = { qr: 't=20261201T1830&s=1240.50&fn=9960440300123456&i=12345&fp=2876543210&n=1' };
  expectStatus('receipt', await call(app, anna, 'POST', `/api/list/${list.id}/receipts`, receipt), 201);
  const halfBack = { from: boris.id, to: anna.id, amount: 62_025 };
  expectStatus('settlement', await call(app, boris, 'POST', `/api/list/${list.id}/settlements`, halfBack), 201);
  // A copy for the next trip takes the bread's last price along (known_prices).
  expectStatus('copy', await call(app, anna, 'POST', `/api/list/${list.id}/copy`, { only: 'all' }), 201);
  const feedback = { email: anna.email, message: 'Спасибо за «Листок»!' };
  expectStatus('feedback', await call(app, anna, 'POST', '/api/feedback', feedback), 201);
  const recovery = `/api/user/password/recovery-pass-start?email=${encodeURIComponent(boris.email)}`;
  expectStatus('recovery', await call(app, null, 'GET', recovery), 200);
  // The recovery's token and mail are made after its answer.
  await app.mailer.settled();
  const newEmail = { email: `new.${anna.email}`, password: anna.password };
  expectStatus('email change', await call(app, anna, 'PATCH', '/api/user/settings/change-email', newEmail), 200);

  // Single sign-on (everyTableProvider): Vera comes through the provider, and another sign-on is left unfinished.
  const startSignOn = () =>
    app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers: { 'sec-fetch-mode': 'navigate' } });
  const started = await startSignOn();
  const back = new URL(await passProvider(String(started.headers.location), 'vera'));
  const signedOn = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader(started), 'sec-fetch-mode': 'navigate' },
  });
  expectStatus('single sign-on', { status: signedOn.statusCode, body: signedOn.headers.location }, 302);
  if (signedOn.headers.location !== '/') throw new Error(`single sign-on: back at ${signedOn.headers.location}`);
  expectStatus('a sign-on left unfinished', { status: (await startSignOn()).statusCode, body: '' }, 302);

  // A process that stopped without saying goodbye leaves its presence rows (they count for a minute, then go): a
  // server that stops cleanly takes its own away, so such a row is written here as the dead process left it.
  await app.db.execute(
    sql`insert into list_presence (process, list_id, user_id) values ('gone-process', ${list.id}, ${boris.id})`,
  );
  return { login: anna.username, password: anna.password };
}

export interface TableRows {
  table: string;
  /** The rows in the order of the primary key, as PostgreSQL writes them in JSON (time stamps in UTC). */
  rows: unknown[];
}

/** Every table of the public and drizzle schemas with its rows, in the order of the table names. */
export async function everyTableRows(db: Db): Promise<TableRows[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = rowsOf<{ table: string; key: string[] | null }>(
      await tx.execute(sql`
        select n.nspname || '.' || c.relname as "table",
          (select array_agg(quote_ident(a.attname) order by array_position(i.indkey::int2[], a.attnum))
           from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
           where i.indrelid = c.oid and i.indisprimary) as key
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')
        order by 1`),
    );
    const result: TableRows[] = [];
    for (const { table, key } of tables) {
      const order = key ? key.map((column) => `t.${column}`).join(', ') : 't::text';
      const [row] = rowsOf<{ rows: string }>(
        await tx.execute(sql.raw(`select coalesce(json_agg(t order by ${order}), '[]')::text as rows from ${table} t`)),
      );
      result.push({ table, rows: JSON.parse(row!.rows) });
    }
    return result;
  });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
