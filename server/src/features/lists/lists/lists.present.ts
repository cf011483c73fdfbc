import type { ListHeader, ListMember, ListSummary } from '@listok/contract';
import { formatDate } from '../../../lib/dates.js';
import type { ListAccess } from './lists.policy.js';
import type { ListCounts, ListRow } from './lists.repo.js';

/** A new list: its owner alone, no items. */
export const newListCounts: ListCounts = { memberCount: 1, itemCount: 0, completedCount: 0 };

export function toListSummary(list: ListRow, isOwner: boolean, timeZone: string, counts: ListCounts): ListSummary {
  return {
    id: list.id,
    name: list.name,
    access: list.accessCode,
    active: list.active,
    isOwner,
    isMember: true,
    createdAt: formatDate(list.createdAt, timeZone),
    updatedAt: formatDate(list.updatedAt, timeZone),
    memberCount: counts.memberCount,
    itemCount: counts.itemCount,
    completedCount: counts.completedCount,
  };
}

/** The header of a list; the code is shown to members only. */
export function toListHeader(access: ListAccess, members: ListMember[]): ListHeader {
  const { list } = access;
  return {
    id: list.id,
    name: list.name,
    ...(access.isMember ? { access: list.accessCode } : {}),
    active: list.active,
    isOwner: access.isOwner,
    isMember: access.isMember,
    members,
  };
}
