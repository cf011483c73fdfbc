import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
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
  return accessOf(found.list, found.isOwner, user, ac);
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
