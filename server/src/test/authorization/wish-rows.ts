/**
 * Authorization matrix rows of a wish list's reservations (features/lists/wishes/items.reservations.ts), on the
 * fixture's wish list: the code holders give the wish list's code, and `can.reserve` is read from its header.
 */
import { type Actor, activeOnly, type Expected, openItemOnly, type Row } from './matrix.js';

/** Reserving a wish: signed-in readers of the list (members, and strangers with its code); the owner is refused. */
const wishReaders = (ok: Expected): Record<Actor, Expected> => ({
  visitor: 401,
  visitorCode: 401,
  stranger: 404,
  strangerCode: ok,
  member: ok,
  owner: 403,
  admin: 404,
});

export const wishRows: Row[] = [
  {
    route: 'POST /api/list/:id/reserve/:itemRowId',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.wishListId}/reserve/${c.f.wishRowId}`,
      payload: c.ac ? { ac: c.f.wishAccess } : {},
    }),
    expect: { ...wishReaders(openItemOnly(200)), owner: 403 },
    can: 'reserve',
    canList: 'wishList',
    perState: true,
    mutates: true,
  },
  {
    route: 'DELETE /api/list/:id/reserve/:itemRowId',
    request: (c) => ({
      method: 'DELETE',
      url: `/api/list/${c.f.wishListId}/reserve/${c.f.wishRowId}`,
      payload: c.ac ? { ac: c.f.wishAccess } : {},
    }),
    expect: { ...wishReaders(activeOnly(204)), owner: 403 },
    can: 'reserve',
    canList: 'wishList',
    perState: true,
    mutates: true,
  },
];
