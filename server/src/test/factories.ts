import { randomBytes } from 'node:crypto';
import { type ListAction, ListCan, type ListItem } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setUserRole } from '../features/auth/auth.repo.js';
import { cookieHeader } from './app.js';

let counter = 0;

/** Unique signup fields; every test makes its own people. */
export function newUserFields(overrides: Partial<{ email: string; username: string; password: string }> = {}) {
  counter += 1;
  const tag = `${randomBytes(3).toString('hex')}${counter}`;
  const password = overrides.password ?? 'secret-pw1';
  return {
    email: overrides.email ?? `user${tag}@example.com`,
    username: overrides.username ?? `user_${tag}`,
    password,
    password_re: password,
  };
}

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  /** Cookie header of a signed-in session. */
  cookie: string;
}

/** Gives an account admin rights, as `npm run admin -- grant` does. */
export function grantAdmin(app: FastifyInstance, login: string) {
  return setUserRole(app.db, login, 'admin');
}

/**
 * Registers a user through the API and returns its signed-in session. Its address is then the account's, confirmed,
 * as if the link mailed at sign-up had been opened (test/outbox.ts `confirmAddress` opens it for real), unless
 * `confirmed` is false or another account has it: until then an account has no address (lib/address-links.ts).
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Parameters<typeof newUserFields>[0] = {},
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<TestUser> {
  const fields = newUserFields(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: fields });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const { id } = response.json() as { id: number };
  if (confirmed) await confirmSignedUpAddress(app, id, fields.email);
  return {
    id,
    email: fields.email,
    username: fields.username,
    password: fields.password,
    cookie: cookieHeader(response),
  };
}

async function confirmSignedUpAddress(app: FastifyInstance, id: number, email: string) {
  await app.db.execute(sql`
    update users set email = ${email.toLowerCase()}, email_confirmed_at = now()
    where id = ${id} and not exists (select from users other where lower(other.email) = ${email.toLowerCase()})`);
  await app.db.execute(sql`update email_changes set used_at = now() where user_id = ${id} and used_at is null`);
}

/** Signs in with the form-encoded call of the contract. */
export function logIn(app: FastifyInstance, login: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ _username: login, _password: password }).toString(),
  });
}

type Json = Record<string, unknown>;

/** Calls the API as `user` (or as a visitor) and returns status and parsed body. */
export async function call(
  app: FastifyInstance,
  user: { cookie: string } | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Json,
  lang: 'ru' | 'en' = 'ru',
) {
  const cookie = [user?.cookie, `lang=${lang}`].filter(Boolean).join('; ');
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  // Tests read answers loosely and assert their shape explicitly.
  const body: any = response.body ? response.json() : undefined;
  return { status: response.statusCode, body, response };
}

/** The names `GET /api/item/autocomplete` answers for the text, in its order (a refusal fails the test). */
export async function autocompleteNames(
  app: FastifyInstance,
  user: { cookie: string },
  text: string,
  lang: 'ru' | 'en' = 'ru',
): Promise<string[]> {
  const url = `/api/item/autocomplete?name=${encodeURIComponent(text)}`;
  const { status, body } = await call(app, user, 'GET', url, undefined, lang);
  if (status !== 200) throw new Error(`autocomplete failed: ${status}`);
  return (body as { name: string }[]).map((s) => s.name);
}

export interface TestList {
  id: number;
  access: string;
}

export async function createList(app: FastifyInstance, owner: TestUser, name = 'Продукты'): Promise<TestList> {
  const { status, body } = await call(app, owner, 'POST', '/api/lists', { name });
  if (status !== 201) throw new Error(`create list failed: ${status}`);
  return { id: body.id, access: body.access };
}

/** The id of a common product of the seed catalogue, by its English name. */
export async function productId(app: FastifyInstance, nameEn: string): Promise<number> {
  const { products } = await import('../db/schema.js');
  const { eq } = await import('drizzle-orm');
  const [row] = await app.db.select({ id: products.id }).from(products).where(eq(products.nameEn, nameEn));
  if (!row) throw new Error(`no product ${nameEn}`);
  return row.id;
}

export async function addContact(app: FastifyInstance, owner: TestUser, contact: TestUser) {
  const { contacts } = await import('../db/schema.js');
  await app.db.insert(contacts).values({ ownerId: owner.id, contactId: contact.id });
}

/** Owner with a list, a member who joined it, and a stranger. */
export async function listWithMember(app: FastifyInstance) {
  const owner = await signUp(app);
  const member = await signUp(app);
  const stranger = await signUp(app);
  const list = await createList(app, owner);
  const joined = await call(app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
  return { owner, member, stranger, list };
}

/** An item of a common product (named in English) as added: a product's item, with its product, unit and amount. */
export type ProductItem = ListItem & { itemId: number; unit: number; amount: number };

export async function addItem(app: FastifyInstance, user: TestUser, listId: number, nameEn: string) {
  const { status, body } = await call(app, user, 'POST', `/api/list/${listId}/add`, {
    item: await productId(app, nameEn),
  });
  if (status !== 201) throw new Error(`add failed: ${status} ${JSON.stringify(body)}`);
  return body as ProductItem;
}

/** The `can` of a list answer that allows exactly these actions. */
export function canOnly(...allowed: ListAction[]): ListCan {
  const actions = Object.keys(ListCan.shape) as ListAction[];
  return Object.fromEntries(actions.map((action) => [action, allowed.includes(action)])) as ListCan;
}

/**
 * What the owner may do with an active list that is not a wish list (all but leave), and a member (change and tick
 * items, leave, copy, choose its notifications).
 */
/** What every member may do with such a list, its owner too. */
const everyMember: ListAction[] = [
  'changeItems',
  'tick',
  'join',
  'copy',
  'notify',
  'readShops',
  'readMoney',
  'keepMoney',
];
export const ownerCan = canOnly(
  ...everyMember,
  'rename',
  'delete',
  'close',
  'recover',
  'share',
  'addMember',
  'removeMember',
);
export const memberCan = canOnly(...everyMember, 'leave');

/** A member of a list header who is not there: no list open, no shop, no trip. */
export const awayMember = {
  online: false,
  shopping: false,
  store: null,
  goingShopping: false,
  onTheWay: false,
} as const;

/** Sets the user's time zone by its IANA name, as the settings screen does. */
export async function setTimeZone(app: FastifyInstance, user: TestUser, name: string) {
  const zones: { id: number; name: string }[] = (await call(app, null, 'GET', '/api/time-zones')).body;
  const zone = zones.find((z) => z.name.startsWith(`${name} (`));
  if (!zone) throw new Error(`no time zone ${name}`);
  const changed = await call(app, user, 'PATCH', `/api/user/settings/change-tz/${zone.id}`);
  if (changed.status !== 200) throw new Error(`time zone ${name}: ${changed.status}`);
}
