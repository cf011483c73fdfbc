import type { ListAction, ListCan } from '@listok/contract';
import { noListRights } from './list-can';

/** The `can` of a list answer that allows exactly these actions. */
export const allowing = (...actions: ListAction[]): ListCan => ({
  ...noListRights,
  ...Object.fromEntries(actions.map((action) => [action, true])),
});

/** What the server answers the owner of an active list that is not a wish list (all but leaving) and a member. */
/** What every member may do with such a list, its owner too. */
const everyMember: ListAction[] = [
  'changeItems',
  'tick',
  'join',
  'copy',
  'notify',
  'readShops',
  'readMoney',
  'keepMoney',
];
export const ownerCan = allowing(
  ...everyMember,
  'rename',
  'delete',
  'close',
  'recover',
  'share',
  'addMember',
  'removeMember',
);
export const memberCan = allowing(...everyMember, 'leave');
