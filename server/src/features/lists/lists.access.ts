import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/sessions.js';
import type { ListAccess } from './lists.policy.js';
import { codeMatches } from './lists.policy.js';
import { findList, findMembership } from './lists.repo.js';

/** Loads a list (optionally locked) and what the caller is to it; 404 when there is no such list. */
export async function loadListAccess(
  db: Executor,
  listId: number,
  user: SessionUser | null,
  ac: string | undefined,
  lock?: 'no key update' | 'update',
): Promise<ListAccess> {
  const list = await findList(db, listId, lock);
  if (!list) throw notFound();
  const membership = user ? await findMembership(db, listId, user.id) : undefined;
  return {
    list,
    user,
    isMember: membership !== undefined,
    isOwner: membership?.isOwner ?? false,
    gaveCode: ac !== undefined,
    hasCode: codeMatches(ac, list.accessCode),
  };
}
