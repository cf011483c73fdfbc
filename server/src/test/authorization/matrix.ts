/** The vocabulary of the authorization matrix (authorization.test.ts): actors, states, fixtures, expected answers. */
import type { ListAction } from '@listok/contract';
import type { TestUser } from '../factories.js';

export const actors = ['visitor', 'visitorCode', 'stranger', 'strangerCode', 'member', 'owner', 'admin'] as const;
export type Actor = (typeof actors)[number];
/** Closing a list marks every item, so a closed list has only completed items. */
export const states = ['active-open', 'active-completed', 'closed'] as const;
export type State = (typeof states)[number];

export interface Fixture {
  listId: number;
  access: string;
  /** The item row the item calls act on. */
  itemRowId: number;
  /** A shop of the list (made while it was active). */
  storeId: number;
  /** A common product that is not on the list. */
  freshProductId: number;
  /** A private product of the owner. */
  ownProductId: number;
  /** A product the owner made, since made common by an admin: the catalogue's now. */
  formerOwnProductId: number;
  /** A wish list of the owner's with the same member and code rules, in the same state, and its wish's row. */
  wishListId: number;
  wishAccess: string;
  wishRowId: number;
  /** A recipe of the owner's. */
  recipeId: number;
  /** A receipt of the list, recorded by the owner. */
  receiptId: number;
}

export interface Ctx {
  f: Fixture;
  actor: Actor;
  /** `&ac=…` / `{ac}` for actors who hold the code. */
  ac: string | undefined;
  /**
   * `contact` and the owner have each other in their contacts (may be added to lists); `oneWay` is in the owner's
   * contacts but has not added the owner (may not); `someone` is the target of contact changes.
   */
  users: Record<'owner' | 'member' | 'stranger' | 'admin' | 'contact' | 'oneWay' | 'someone', TestUser>;
}

export interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS' | 'PROPFIND' | 'PROPPATCH' | 'REPORT' | 'MKCALENDAR';
  url: string;
  payload?: Record<string, unknown>;
  /** Use a fresh sign-in of the actor (for calls that end the session). */
  freshSession?: boolean;
  headers?: Record<string, string>;
}

export type Expected = number | ((state: State) => number);

export interface Row {
  route: string;
  request(c: Ctx): Request;
  expect: Record<Actor, Expected>;
  /** States matter only for list routes; other routes run once. */
  perState?: boolean;
  /** A success changes data, so it runs on a fresh fixture. */
  mutates?: boolean;
  /** The flag of the list's `can` that says whether this call is allowed: true exactly where the row expects success. */
  can?: ListAction;
  /** The list whose header's `can` holds the flag: the fixture's wish list for the calls on it, else its list. */
  canList?: 'wishList';
}

/** A row whose call and flag may disagree in a state, and why (an exception that no case needs fails). */
export interface CanException {
  route: string;
  state: State;
  reason: string;
}

export const all = (status: number): Record<Actor, Expected> =>
  Object.fromEntries(actors.map((a) => [a, status])) as Record<Actor, Expected>;
export const signedIn = (status: number): Record<Actor, Expected> => ({
  ...all(status),
  visitor: 401,
  visitorCode: 401,
});
export const adminOnly = (status: number): Record<Actor, Expected> => ({ ...signedIn(403), admin: status });
/** Reading a list: members, and anyone with the code. */
export const read: Record<Actor, Expected> = {
  visitor: 401,
  visitorCode: 200,
  stranger: 404,
  strangerCode: 200,
  member: 200,
  owner: 200,
  admin: 404,
};
/** Changing items: members of an active list; the code lets people view, not edit. */
export const memberChange = (ok: Expected): Record<Actor, Expected> => ({
  visitor: 401,
  visitorCode: 401,
  stranger: 404,
  strangerCode: 403,
  member: ok,
  owner: ok,
  admin: 404,
});
/** Calls that take no code: code holders are plain visitors and strangers. */
export const ownerOnly = (ok: Expected): Record<Actor, Expected> => ({
  visitor: 401,
  visitorCode: 401,
  stranger: 404,
  strangerCode: 404,
  member: 403,
  owner: ok,
  admin: 404,
});
export const activeOnly = (ok: number) => (s: State) => (s === 'closed' ? 409 : ok);
export const openItemOnly = (ok: number) => (s: State) => (s === 'closed' || s === 'active-completed' ? 409 : ok);
export const withAc = (c: Ctx, sep: '?' | '&') => (c.ac ? `${sep}ac=${c.ac}` : '');
