import { type SQL, sql } from 'drizzle-orm';

/**
 * The purchases a user may know of (issue 18): ticks on the lists they are a member of now, and their own ticks
 * anywhere; never what someone ticked on a list the user is not a member of (their purchase history is theirs). The
 * list's suggestions (`shopping/suggestions.repo.ts`) and the catalogue search (`product-search.ts`) count only these,
 * through the two forms below; this one is the rule as written, for a purchase row `alias` (the tests' yardstick).
 * With `lists` (the caller's API token is limited to them), only the purchases on those lists, so that nothing the
 * token cannot reach shows through.
 */
export const knownPurchase = (alias: string, userId: number, lists: TokenLists = null): SQL =>
  sql`((${sql.raw(alias)}.list_id in (select list_id from list_members where user_id = ${userId}) or ${sql.raw(alias)}.user_id = ${userId}) ${onLists(alias, lists)})`;

/** The lists an API token is limited to, or null: every list (a session, or a token for all lists). */
export type TokenLists = readonly number[] | null;

const onLists = (alias: string, lists: TokenLists): SQL =>
  lists ? sql`and ${sql.raw(alias)}.list_id = any(${`{${lists.join(',')}}`}::int[])` : sql``;

/**
 * The same rule as a table of purchase rows bought since `days` ago (optionally only those matching `where`, over the
 * purchase `h`): the purchases of the member's lists, plus their own ticks on other lists, two disjoint parts (a
 * membership is one row, `list_members`' key) each read by a range of an index (`purchases_list_idx`,
 * `purchases_user_idx`), instead of `knownPurchase`'s `or`, which the planner can only check row by row over every
 * purchase. `member` tells the parts apart: on a member's list every purchase of the list is theirs to know; on
 * another list only their own ticks are. Columns not used by the statement are not read (so the index alone may do).
 */
export const knownPurchasesSince = (
  userId: number,
  days: number,
  where: SQL = sql`true`,
  lists: TokenLists = null,
): SQL => sql`(
  select h.id, h.list_id, h.product_id, h.user_id, h.bought_at, true as member
    from list_members m join purchases h on h.list_id = m.list_id
    where m.user_id = ${userId} and h.bought_at > now() - make_interval(days => ${days}) and ${where}
      ${onLists('h', lists)}
  union all
  select h.id, h.list_id, h.product_id, h.user_id, h.bought_at, false as member
    from purchases h
    where h.user_id = ${userId} and h.bought_at > now() - make_interval(days => ${days}) and ${where}
      ${onLists('h', lists)}
      and not exists (select 1 from list_members m where m.list_id = h.list_id and m.user_id = ${userId}))`;

/**
 * The same rule as a table of (product_id, purchases) bought since `days` ago, for a search on every keystroke: the
 * rows of `knownPurchasesSince` counted per product. The planner keeps only the columns the count reads, so both parts
 * are still read from an index alone (`purchases_list_idx` and `purchases_user_idx` carry the product; checked with
 * EXPLAIN: index-only scans, no heap fetches after a vacuum).
 */
export const knownPurchaseCounts = (userId: number, days: number, lists: TokenLists = null): SQL => sql`(
  select product_id, count(*)::int as purchases
  from ${knownPurchasesSince(userId, days, sql`true`, lists)} known group by product_id)`;
