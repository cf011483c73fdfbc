import { shoppingTripHours } from '@listok/contract';
import { type SQL, sql } from 'drizzle-orm';
import { listMembers, listStores, shoppingNotices, users } from '../../../db/schema.js';
import { inShopOf } from '../../../lib/in-shop.js';

// A member's trip (docs/api.md, "Shops"), over a row of list_members: one rule for the header's members and for the
// shoppers of My lists, so that the two never tell different stories.

const withinTrip = (at: SQL | typeof listMembers.hereSince) =>
  sql`${at} > now() - make_interval(hours => ${shoppingTripHours})`;

/** A row of list_members in one of the list's shops now (lib/in-shop.ts, the one rule). */
export const inShop = inShopOf(sql`${listMembers.hereStoreId}`, sql`${listMembers.hereSince}`);

/** Told the list "I'm going shopping" within a trip's hours. */
export const goingShopping = sql<boolean>`exists (
  select 1 from ${shoppingNotices} n
  where n.list_id = ${listMembers.listId} and n.user_id = ${listMembers.userId} and ${withinTrip(sql`n.sent_at`)})`;

/** On the way to the shop of `inShop`: went to it and neither ticked nor said "I'm at" since (migration 0043). */
export const onTheWay = sql<boolean>`(${listMembers.hereGoing} and ${inShop})`;

/** On a trip now: going shopping, or in one of the list's shops. */
export const onTrip = sql<boolean>`(${inShop} or ${goingShopping})`;

/**
 * The member as My lists names a shopper, `{"username", "store": {"id", "name"} | null}` (contract `ListShopper`).
 * Its reads are subqueries, so that an aggregate filtered by `onTrip` makes them for the shoppers alone.
 */
export const shopperJson = sql`json_build_object(
  'username', (select u.username from ${users} u where u.id = ${listMembers.userId}),
  'store', (select json_build_object('id', s.id, 'name', s.name) from ${listStores} s
            where s.id = ${listMembers.hereStoreId} and ${inShop}),
  'onTheWay', ${onTheWay})`;
