import type { Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { ListAccess, ListFacts } from './lists.policy.js';
import { codeMatches } from './lists.policy.js';
import { findListFor, type ListTarget } from './lists.repo.js';

/**
 * Loads a list (optionally locked) and what the caller is to it; 404 when there is no such list (or, for an item row,
 * no such row).
 */
export async function loadListAccess(
  db: Executor,
  target: number | ListTarget,
  user: SessionUser | null,
  ac: string | undefined,
  lock?: 'no key update' | 'update',
): Promise<ListAccess> {
  const found = await findListFor(db, typeof target === 'number' ? { listId: target } : target, user?.id, lock);
  if (!found) throw notFound();
  assertTokenReaches(user, found.list.id);
  return { ...accessOf(found.list, found.isOwner, user, ac), hereStore: found.hereStore };
}

/** A caller with an API token limited to some lists reaches only those (403 for any other). */
export function assertTokenReaches(user: SessionUser | null, listId: number): void {
  const lists = user?.token?.lists;
  if (lists && !lists.includes(listId)) throw new AppError('TOKEN_OTHER_LIST');
}

/** What the caller is to a list found with their membership (`isOwner` null: no member). */
export function accessOf<L extends ListFacts>(
  list: L,
  isOwner: boolean | null,
  user: SessionUser | null,
  ac: string | undefined,
): ListAccess<L> {
  return {
    list,
    user,
    isMember: isOwner !== null,
    isOwner: isOwner ?? false,
    gaveCode: ac !== undefined,
    hasCode: codeMatches(ac, list.accessCode),
  };
}
