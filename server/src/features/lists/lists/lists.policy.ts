import { timingSafeEqual } from 'node:crypto';
import { AppError, notFound, unauthorized } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { ListRow } from './lists.repo.js';

/** What the permissions read of a list itself. */
export type ListFacts = Pick<ListRow, 'active' | 'accessCode'>;

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

/** Refuses a caller who has neither membership nor the code: 403 for a wrong code, 401 for a visitor, else 404. */
function refuseOutsider(access: ListAccess<ListFacts>): never {
  if (access.gaveCode && !access.hasCode) throw new AppError('WRONG_ACCESS_CODE');
  if (!access.user) throw unauthorized();
  throw notFound();
}

export const listPolicy = {
  /** Members read; anyone with the code (even a visitor) reads too. */
  assertCanRead(access: ListAccess<ListFacts>) {
    if (access.isMember || access.hasCode) return;
    refuseOutsider(access);
  },

  /** Changing items and the list needs membership: the code lets people view and join, not edit. */
  assertMember(access: ListAccess<ListFacts>): SessionUser {
    if (!access.user) throw unauthorized();
    if (access.isMember) return access.user;
    if (access.hasCode) throw new AppError('NOT_A_MEMBER');
    return refuseOutsider(access);
  },

  assertOwner(access: ListAccess<ListFacts>): SessionUser {
    const user = listPolicy.assertMember(access);
    if (!access.isOwner) throw new AppError('OWNER_ONLY');
    return user;
  },

  /** A finished list refuses changes; a member is told that only the owner can restore it. */
  assertActive(access: ListAccess<ListFacts>) {
    if (access.list.active) return;
    throw new AppError('LIST_CLOSED', access.isOwner ? {} : { messageKey: 'memberErrors.LIST_CLOSED' });
  },

  /**
   * Changing a list's items (add, edit, delete, mark) needs a member of an active list. The mark's SQL function
   * (`listok_mark_item`) applies the same rule before it writes; items/mark-guard.test.ts keeps the two equal.
   */
  assertCanChangeItems(access: ListAccess<ListFacts>): SessionUser {
    const member = listPolicy.assertMember(access);
    listPolicy.assertActive(access);
    return member;
  },

  /** A logged-in non-member with the right code may join. */
  assertCanJoin(access: ListAccess<ListFacts>): SessionUser {
    if (!access.user) throw unauthorized();
    if (access.isMember) return access.user;
    if (!access.hasCode) {
      if (access.gaveCode) throw new AppError('WRONG_ACCESS_CODE');
      throw notFound();
    }
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

  /** A member who is not the owner may leave. */
  assertCanLeave(access: ListAccess<ListFacts>): SessionUser {
    const user = listPolicy.assertMember(access);
    if (access.isOwner) throw new AppError('OWNER_CANNOT_LEAVE');
    return user;
  },
};
