import type { ListAction, ListCan } from '@listok/contract';
import { noListRights } from './list-can';

/** The `can` of a list answer that allows exactly these actions. */
export const allowing = (...actions: ListAction[]): ListCan => ({
  ...noListRights,
  ...Object.fromEntries(actions.map((action) => [action, true])),
});

/** What the server answers the owner of an active list that is not a wish list (all but leaving) and a member. */
export const ownerCan = allowing(
  'changeItems',
  'tick',
  'rename',
  'delete',
  'close',
  'recover',
  'share',
  'addMember',
  'removeMember',
  'join',
  'copy',
  'notify',
  'readShops',
  'readMoney',
  'keepMoney',
);
export const memberCan = allowing(
  'changeItems',
  'tick',
  'leave',
  'join',
  'copy',
  'notify',
  'readShops',
  'readMoney',
  'keepMoney',
);
