import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/sessions.js';
import type { ListAccess } from './lists.policy.js';
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
  const { list, isOwner } = found;
  return {
    list,
    user,
    isMember: isOwner !== null,
    isOwner: isOwner ?? false,
    gaveCode: ac !== undefined,
    hasCode: codeMatches(ac, list.accessCode),
  };
}
