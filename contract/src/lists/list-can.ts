import { z } from 'zod';

/**
 * Beyond the spec: what the caller may do with the list, as the server's policy decides it (issue 32). Each flag is
 * true exactly when its call would be allowed now (not whether it would change anything); clients show an action when
 * its flag says so instead of working it out from `isOwner`, `isMember` and `active`.
 */
export const ListCan = z.object({
  /** Add, edit and delete items (`…/add`, `…/item/user-create`, `…/add-text`, `…/remove`, `…/item/update`). */
  changeItems: z.boolean(),
  /** Tick and untick items (`PATCH /api/list-item/mark/{itemRowId}`). */
  tick: z.boolean(),
  /** `PATCH /api/list/{id}`. */
  rename: z.boolean(),
  /** `DELETE /api/list/{id}`. */
  delete: z.boolean(),
  /** `PATCH …/close`: allowed on a closed list too (it changes nothing there). */
  close: z.boolean(),
  /** `PATCH …/recover`: allowed on an active list too (it unmarks every item). */
  recover: z.boolean(),
  /** Give the list a new private link (`POST …/access-code`); the link itself is `access`, which members see. */
  share: z.boolean(),
  /** Add a mutual contact (`POST …/members/add/{userId}`). */
  addMember: z.boolean(),
  /** Remove a member other than the owner (`POST …/members/remove/{userId}`). */
  removeMember: z.boolean(),
  /** `POST …/exit`. */
  leave: z.boolean(),
  /** `GET …/join?ac=`: also true for a member, whom it leaves a member. */
  join: z.boolean(),
  /** Copy the list to a new one of the caller's (`POST …/copy`): members, also of a finished list. */
  copy: z.boolean(),
  /** Choose what the list tells the caller (`PUT …/notifications`): members, also of a finished list. */
  notify: z.boolean(),
  /**
   * Reserve a wish and give the reservation back (`POST`, `DELETE …/reserve/{itemRowId}`): signed-in readers of an
   * active wish list but its owner, who never learns of reservations.
   */
  reserve: z.boolean(),
  /**
   * Read the list's shops (`GET …/stores`; a list of another kind has none): its members, also of a finished list, and
   * their read-only tokens too, as it changes nothing.
   */
  readShops: z.boolean(),
  /**
   * Read the list's money (`GET …/receipts`, `…/balances`; items' prices and the header's estimate are shown to them
   * alone): members of a shopping list, also of a finished one, and their read-only tokens.
   */
  readMoney: z.boolean(),
  /** Record and change receipts and settlements (`POST …/receipts`, `…/settlements`): members of an active shopping list. */
  keepMoney: z.boolean(),
});
export type ListCan = z.infer<typeof ListCan>;
export type ListAction = keyof ListCan;
