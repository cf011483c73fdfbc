import type { ListAction, ListKind } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import type { ApiTokenGrant, SessionUser } from '../../../plugins/sessions.js';
import { accessOf } from './lists.access.js';
import { canOf, listPolicy } from './lists.policy.js';

const code = 'list-code';
const person = (id: number, token?: ApiTokenGrant): SessionUser => ({
  id,
  username: `user${id}`,
  email: null,
  isAdmin: false,
  timeZone: 'Europe/Moscow',
  ...(token ? { token } : {}),
});

/** Who calls, as the routes load them: their membership (`isOwner` null: none), the code they give, their token. */
const callers = {
  owner: { user: person(1), isOwner: true, ac: undefined },
  member: { user: person(2), isOwner: false, ac: undefined },
  friendWithCode: { user: person(3), isOwner: null, ac: code },
  visitorWithCode: { user: null, isOwner: null, ac: code },
  wrongCode: { user: person(3), isOwner: null, ac: 'wrong' },
  stranger: { user: person(3), isOwner: null, ac: undefined },
  memberReadToken: { user: person(2, { id: 9, scope: 'read', lists: null }), isOwner: false, ac: undefined },
  memberListToken: { user: person(2, { id: 9, scope: 'write', lists: [7] }), isOwner: false, ac: undefined },
} as const;
type Caller = keyof typeof callers;

const accessTo = (caller: Caller, list: { kind?: ListKind; active?: boolean } = {}) => {
  const { user, isOwner, ac } = callers[caller];
  return accessOf({ kind: list.kind ?? 'shopping', active: list.active ?? true, accessCode: code }, isOwner, user, ac);
};

/** What `assertCan` answers: allowed, or the refusal's code (and its message key, when it has its own). */
function verdict(action: ListAction, access: ReturnType<typeof accessTo>): string {
  let answer = 'allowed';
  try {
    listPolicy.assertCan(action, access);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    answer = error.options.messageKey ? `${error.code} (${error.options.messageKey})` : error.code;
  }
  // The flag and the refusal are one rule: allowed exactly where the flag is true.
  expect(canOf(access)[action], answer).toBe(answer === 'allowed');
  return answer;
}

const verdicts = (action: ListAction, list: { kind?: ListKind; active?: boolean } = {}) =>
  Object.fromEntries(
    (Object.keys(callers) as Caller[]).map((caller) => [caller, verdict(action, accessTo(caller, list))]),
  );

describe('can.reserve', () => {
  it('lets signed-in readers of an active wish list but its owner reserve, with each refusal in its order', () => {
    expect(verdicts('reserve', { kind: 'wishlist' })).toEqual({
      owner: 'OWN_WISH',
      member: 'allowed',
      friendWithCode: 'allowed',
      visitorWithCode: 'UNAUTHORIZED',
      wrongCode: 'WRONG_ACCESS_CODE',
      stranger: 'NOT_FOUND',
      memberReadToken: 'TOKEN_READ_ONLY',
      memberListToken: 'allowed',
    });
  });

  it('is refused on a closed wish list (without the member’s word about the owner) and on any other kind', () => {
    expect(verdict('reserve', accessTo('member', { kind: 'wishlist', active: false }))).toBe('LIST_CLOSED');
    expect(verdict('reserve', accessTo('friendWithCode', { kind: 'wishlist', active: false }))).toBe('LIST_CLOSED');
    for (const kind of ['shopping', 'todo', 'packing'] as const) {
      expect(verdict('reserve', accessTo('member', { kind }))).toBe('NOT_A_WISHLIST');
      expect(canOf(accessTo('friendWithCode', { kind })).reserve).toBe(false);
    }
  });
});

describe('can.copy', () => {
  it('lets members copy an active or a closed list; a code lets nobody, nor a token held to some lists', () => {
    for (const active of [true, false]) {
      expect(verdicts('copy', { active })).toEqual({
        owner: 'allowed',
        member: 'allowed',
        friendWithCode: 'NOT_A_MEMBER',
        visitorWithCode: 'UNAUTHORIZED',
        wrongCode: 'WRONG_ACCESS_CODE',
        stranger: 'NOT_FOUND',
        memberReadToken: 'TOKEN_READ_ONLY',
        memberListToken: 'TOKEN_OTHER_LIST',
      });
    }
  });
});

describe('can.notify', () => {
  it('lets members choose their notifications of an active or a closed list, with a token that may write', () => {
    for (const active of [true, false]) {
      expect(verdicts('notify', { active })).toEqual({
        owner: 'allowed',
        member: 'allowed',
        friendWithCode: 'NOT_A_MEMBER',
        visitorWithCode: 'UNAUTHORIZED',
        wrongCode: 'WRONG_ACCESS_CODE',
        stranger: 'NOT_FOUND',
        memberReadToken: 'TOKEN_READ_ONLY',
        memberListToken: 'allowed',
      });
    }
  });
});

/** A member's read: members and their tokens, of an active or a finished list; a code lets nobody. */
const membersRead = {
  owner: 'allowed',
  member: 'allowed',
  friendWithCode: 'NOT_A_MEMBER',
  visitorWithCode: 'UNAUTHORIZED',
  wrongCode: 'WRONG_ACCESS_CODE',
  stranger: 'NOT_FOUND',
  memberReadToken: 'allowed',
  memberListToken: 'allowed',
};

describe('the money of a list (can.readMoney, can.keepMoney)', () => {
  it('is its members’: read on a finished list too, kept on an active one; a code shows none of it', () => {
    for (const active of [true, false]) {
      expect(verdicts('readMoney', { active })).toEqual(membersRead);
    }
    expect(verdicts('keepMoney', { active: true })).toMatchObject({
      owner: 'allowed',
      member: 'allowed',
      friendWithCode: 'NOT_A_MEMBER',
      memberReadToken: 'TOKEN_READ_ONLY',
    });
    expect(verdict('keepMoney', accessTo('member', { active: false }))).toBe('LIST_CLOSED (memberErrors.LIST_CLOSED)');
  });

  it('is a shopping list’s only', () => {
    for (const kind of ['todo', 'packing', 'wishlist'] as const) {
      const notShopping = 'NOT_A_SHOPPING_LIST (moneyErrors.NOT_A_SHOPPING_LIST)';
      expect(verdict('readMoney', accessTo('owner', { kind }))).toBe(notShopping);
      expect(verdict('keepMoney', accessTo('member', { kind }))).toBe(notShopping);
    }
  });
});

describe('can.readShops', () => {
  it('lets members read the shops of an active or a closed list, a read token too; a code lets nobody', () => {
    for (const active of [true, false]) {
      expect(verdicts('readShops', { active })).toEqual(membersRead);
    }
  });

  it('is a member’s on a list of any kind (the shops of another kind are none)', () => {
    for (const kind of ['todo', 'packing', 'wishlist'] as const) {
      expect(verdict('readShops', accessTo('member', { kind }))).toBe('allowed');
      expect(verdict('readShops', accessTo('friendWithCode', { kind }))).toBe('NOT_A_MEMBER');
    }
  });
});
