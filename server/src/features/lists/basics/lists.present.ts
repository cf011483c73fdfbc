import type { ListHeader, ListMember, ListSummary } from '@listok/contract';
import { formatDate } from '../../../lib/dates.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { accessOf } from './lists.access.js';
import { canOf, type ListAccess } from './lists.policy.js';
import type { ListCounts, ListRow } from './lists.repo.js';

/** A new list: its owner alone, no items, nobody else to be shopping. */
export const newListCounts: ListCounts = { memberCount: 1, itemCount: 0, completedCount: 0, shoppers: [] };

/** A list of the user's (owner or member), as My lists shows it. */
export function toListSummary(list: ListRow, isOwner: boolean, user: SessionUser, counts: ListCounts): ListSummary {
  return {
    id: list.id,
    name: list.name,
    kind: list.kind,
    access: list.accessCode,
    active: list.active,
    isOwner,
    isMember: true,
    can: canOf(accessOf(list, isOwner, user, undefined)),
    createdAt: formatDate(list.createdAt, user.timeZone),
    updatedAt: formatDate(list.updatedAt, user.timeZone),
    memberCount: counts.memberCount,
    itemCount: counts.itemCount,
    completedCount: counts.completedCount,
    shoppers: counts.shoppers,
  };
}

/**
 * The header of a list, with what the caller may do with it; the code is shown to members only, and a shopping list's
 * money (`money`: its estimate and spending, issue 50) too.
 */
export function toListHeader(
  access: ListAccess,
  members: ListMember[],
  money?: Pick<ListHeader, 'estimate' | 'spent'>,
): ListHeader {
  const { list } = access;
  return {
    id: list.id,
    name: list.name,
    kind: list.kind,
    ...(access.isMember ? { access: list.accessCode } : {}),
    active: list.active,
    isOwner: access.isOwner,
    isMember: access.isMember,
    can: canOf(access),
    members,
    currency: list.currency,
    ...(access.isMember && money),
  };
}
