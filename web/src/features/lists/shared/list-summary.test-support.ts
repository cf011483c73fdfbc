import type { ListSummary } from '@listok/contract';
import { ownerCan } from './list-can.test-support';

/** A list of My lists as the server answers its owner: a shopping list, empty, unshared; `extra` changes any field. */
export const listSummary = (id: number, name: string, extra: Partial<ListSummary> = {}): ListSummary => ({
  id,
  name,
  kind: 'shopping',
  access: 'code',
  active: true,
  isOwner: true,
  isMember: true,
  can: ownerCan,
  createdAt: '2026-03-01 10:15',
  updatedAt: '2026-03-02 18:40',
  memberCount: 1,
  itemCount: 0,
  completedCount: 0,
  ...extra,
});
