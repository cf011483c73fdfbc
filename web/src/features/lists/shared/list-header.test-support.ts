import type { ListHeader } from '@listok/contract';
import { memberCan } from './list-can.test-support';

/**
 * A list's header as the server answers a member (not the owner): list 5, «Дача», a shopping list counted in roubles,
 * no members listed; `extra` changes any field.
 */
export const listHeaderAnswer = (extra: Partial<ListHeader> = {}): ListHeader => ({
  id: 5,
  name: 'Дача',
  kind: 'shopping',
  access: 'code',
  active: true,
  isOwner: false,
  isMember: true,
  can: memberCan,
  members: [],
  currency: 'RUB',
  ...extra,
});
