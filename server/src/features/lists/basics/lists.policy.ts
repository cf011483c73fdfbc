import { timingSafeEqual } from 'node:crypto';
import type { ErrorCode, ListAction, ListCan } from '@listok/contract';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { ListRow } from './lists.repo.js';

/** What the permissions read of a list itself. */
export type ListFacts = Pick<ListRow, 'active' | 'accessCode' | 'kind'>;

/** What the caller is to one list: the basis of every permission on it. */
export interface ListAccess<L extends ListFacts = ListRow> {
  list: L;
  user: SessionUser | null;
  isMember: boolean;
  isOwner: boolean;
  /** An `ac` was given. */
  gaveCode: boolean;
  /** The given `ac` is the list's code. */
  hasCode: boolean;
  /** The shop of the list the caller is in now, when read with the list (`loadListAccess`); null when none. */
  hereStore?: number | null;
}

/** A user the owner wants to add to a list, as both sides' contacts see each other. */
export interface MemberCandidate {
  id: number;
  username: string;
  /** In the owner's contacts. */
  isContact: boolean;
  /** Has the owner in their own contacts. */
  addedOwner: boolean;
}

export function codeMatches(given: string | undefined, actual: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a caller may not do something: the error a refused call answers, made only when it is thrown. */
interface Refusal {
  code: ErrorCode;
  messageKey?: string;
}

/** One permission over what the caller is to a list: undefined when allowed, else why not. */
type Rule = (access: ListAccess<ListFacts>) => Refusal | undefined;

const refused = {
  signIn: { code: 'UNAUTHORIZED' },
  hidden: { code: 'NOT_FOUND' },
  wrongCode: { code: 'WRONG_ACCESS_CODE' },
  notAMember: { code: 'NOT_A_MEMBER' },
  ownerOnly: { code: 'OWNER_ONLY' },
  ownerStays: { code: 'OWNER_CANNOT_LEAVE' },
  readToken: { code: 'TOKEN_READ_ONLY' },
  otherList: { code: 'TOKEN_OTHER_LIST' },
  ownWish: { code: 'OWN_WISH' },
  notAWishlist: { code: 'NOT_A_WISHLIST' },
  closed: { code: 'LIST_CLOSED' },
  /** Money is a shopping list's (issue 50). */
  notShopping: { code: 'NOT_A_SHOPPING_LIST', messageKey: 'moneyErrors.NOT_A_SHOPPING_LIST' },
  /** A member is told that only the owner can restore the list. */
  closedToMember: { code: 'LIST_CLOSED', messageKey: 'memberErrors.LIST_CLOSED' },
} satisfies Record<string, Refusal>;

const errorOf = (refusal: Refusal) =>
  new AppError(refusal.code, refusal.messageKey ? { messageKey: refusal.messageKey } : {});

/** The first refusal of the rules, in their order. */
const every =
  (...rules: Rule[]): Rule =>
  (access) => {
    for (const rule of rules) {
      const refusal = rule(access);
      if (refusal) return refusal;
    }
    return undefined;
  };

/** Neither membership nor the code: 403 for a wrong code, 401 for a visitor, else 404. */
const outsider: Rule = (a) => (a.gaveCode && !a.hasCode ? refused.wrongCode : a.user ? refused.hidden : refused.signIn);

/** Members read; anyone with the code (even a visitor) reads too. */
const read: Rule = (a) => (a.isMember || a.hasCode ? undefined : outsider(a));

/** Changing items and the list needs membership: the code lets people view and join, not edit. */
const member: Rule = (a) => {
  if (!a.user) return refused.signIn;
  if (a.isMember) return undefined;
  return a.hasCode ? refused.notAMember : outsider(a);
};

const owner = every(member, (a) => (a.isOwner ? undefined : refused.ownerOnly));

/** A finished list refuses changes. */
const active: Rule = (a) => (a.list.active ? undefined : a.isOwner ? refused.closed : refused.closedToMember);

/** An API token with the read scope changes nothing (the api-tokens plugin refuses its calls before any route). */
const writes: Rule = (a) => (a.user?.token?.scope === 'read' ? refused.readToken : undefined);

/** A token limited to some lists makes no list: a new one would be out of its reach. */
const reachesAll: Rule = (a) => (a.user?.token?.lists ? refused.otherList : undefined);

/** A logged-in non-member with the right code may join; a member joining stays one. */
const join: Rule = (a) => {
  if (!a.user) return refused.signIn;
  if (a.isMember || a.hasCode) return undefined;
  return a.gaveCode ? refused.wrongCode : refused.hidden;
};

/**
 * Changing and ticking items needs a member of an active list. The mark's SQL function (`listok_mark_item`) applies
 * the same rule before it writes; items/mark-guard.test.ts keeps the two equal.
 */
const itemChanges = every(writes, member, active);

/**
 * Reserving a wish and giving it back (wishes/items.reservations.ts), in the order of the refusals: a reader of the list
 * (a member, or anyone with its code), signed in, with a token that may write, not the owner (who never learns of
 * reservations), on a wish list that is active.
 */
const reserve = every(
  read,
  (a) => (a.user ? undefined : refused.signIn),
  writes,
  (a) => (a.isOwner ? refused.ownWish : undefined),
  (a) => (a.list.kind === 'wishlist' ? undefined : refused.notAWishlist),
  (a) => (a.list.active ? undefined : refused.closed),
);

/** A shopping list's: its prices, receipts and balances (features/lists/prices). */
const shopping: Rule = (a) => (a.list.kind === 'shopping' ? undefined : refused.notShopping);

/** Every action the list answers' `can` names, with its rule: the flags and the routes' refusals are the same code. */
const actions = {
  changeItems: itemChanges,
  tick: itemChanges,
  rename: every(writes, owner),
  delete: every(writes, owner),
  close: every(writes, owner),
  recover: every(writes, owner),
  share: every(writes, owner),
  /** Which users may be added is the candidate's matter (`assertCanAdd`). */
  addMember: every(writes, owner, active),
  /** Removing stays possible on a closed list; the owner cannot be removed (the route's check). */
  removeMember: every(writes, owner),
  /** A member who is not the owner may leave. */
  leave: every(writes, member, (a) => (a.isOwner ? refused.ownerStays : undefined)),
  join: every(writes, join),
  /** A copy is a new list of the caller's, so a token limited to lists may not make one. */
  copy: every(writes, member, reachesAll),
  /** A member's own notifications of the list (reading them is `assertMember`, as any token may read). */
  notify: every(writes, member),
  reserve,
  /** A member's read, so a read token's too; the shops of a list of another kind are none. */
  readShops: member,
  /** The members' own money: never a code holder's, whatever the list's items show them. */
  readMoney: every(member, shopping),
  keepMoney: every(writes, member, active, shopping),
} satisfies Record<ListAction, Rule>;

const listActions = Object.keys(actions) as ListAction[];

/** What the caller may do with the list: the `can` of every list answer. */
export function canOf(access: ListAccess<ListFacts>): ListCan {
  const can = {} as ListCan;
  for (const action of listActions) can[action] = actions[action](access) === undefined;
  return can;
}

export const listPolicy = {
  /** Whether an action of `can` is allowed: for what an answer shows, where a refusal would be no error. */
  allows(action: ListAction, access: ListAccess<ListFacts>): boolean {
    return actions[action](access) === undefined;
  },

  assertCanRead(access: ListAccess<ListFacts>) {
    const refusal = read(access);
    if (refusal) throw errorOf(refusal);
  },

  /** A member's own reads and settings of the list (suggestions, the notifications' mode, the shop order). */
  assertMember(access: ListAccess<ListFacts>): SessionUser {
    const refusal = member(access);
    if (refusal || !access.user) throw errorOf(refusal ?? refused.signIn);
    return access.user;
  },

  assertActive(access: ListAccess<ListFacts>) {
    const refusal = active(access);
    if (refusal) throw errorOf(refusal);
  },

  /** Refuses an action of `can` exactly where its flag is false; answers the caller (every action needs one). */
  assertCan(action: ListAction, access: ListAccess<ListFacts>): SessionUser {
    const refusal = actions[action](access);
    if (refusal || !access.user) throw errorOf(refusal ?? refused.signIn);
    return access.user;
  },

  /**
   * The owner adds only a user who is in the owner's contacts and has the owner in their own: adding back is the
   * user's consent to be put on the owner's lists. Adding the owner is a no-op.
   */
  assertCanAdd(owner: SessionUser, candidate: MemberCandidate | undefined) {
    if (candidate?.id === owner.id) return;
    if (!candidate?.isContact) throw new AppError('NOT_A_CONTACT');
    if (!candidate.addedOwner) throw new AppError('NOT_MUTUAL_CONTACT', { params: { name: candidate.username } });
  },
};

/**
 * Whether the caller's answers and streams of a list carry its reservations: on a wish list, for those who may reserve
 * (wishes/items.reservations.ts) — signed in and not its owner, who never learns of them. A visitor without an account
 * cannot reserve, and may be the owner signed out with her own link: they see none.
 */
export const seesReservations = <L extends ListFacts>(
  access: ListAccess<L>,
): access is ListAccess<L> & { user: SessionUser } =>
  access.list.kind === 'wishlist' && access.user !== null && !access.isOwner;
