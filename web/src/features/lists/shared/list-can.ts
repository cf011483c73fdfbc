import type { ListCan } from '@listok/contract';

/** Nothing allowed. */
export const noListRights: ListCan = {
  changeItems: false,
  tick: false,
  rename: false,
  delete: false,
  close: false,
  recover: false,
  share: false,
  addMember: false,
  removeMember: false,
  leave: false,
  join: false,
  copy: false,
  notify: false,
  reserve: false,
  readShops: false,
  readMoney: false,
  keepMoney: false,
};

const actions = Object.keys(noListRights) as (keyof ListCan)[];

/**
 * The server says what the caller may do with a list (`can`); the screens show an action when its flag does and never
 * work it out from the role and the state. An answer kept for reading offline before `can` existed (issue 32) allows
 * nothing until the list loads with signal again, and one kept before a flag existed does not allow that action.
 */
export function withCan<T extends { can: ListCan }>(list: T): T {
  const { can } = list as Partial<T>;
  if (!can) return { ...list, can: noListRights };
  return actions.every((action) => action in can) ? list : { ...list, can: { ...noListRights, ...can } };
}
