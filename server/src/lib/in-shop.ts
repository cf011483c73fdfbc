import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a member row (its `here_store_id` and `here_since`) is in one of the list's shops now: said so (`PUT
 * /api/list/{id}/here`), or went to it, within a trip's hours (a deleted shop ends it). The SQL function
 * `listok_in_shop` (migration 0040) is the one rule: the header's members and My lists' shoppers
 * (features/lists/members/trips.ts), the push bundle's shop (features/web-push/web-push.bundles.ts) and the purchases'
 * trigger. features/lists/members/trips-rule.test.ts holds its hours to the contract's `shoppingTripHours`.
 */
export const inShopOf = (storeId: SQL, since: SQL) => sql<boolean>`listok_in_shop(${storeId}, ${since})`;
