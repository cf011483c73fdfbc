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
};
