import type { Lang } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client.js';
import { knownPurchaseCounts, type TokenLists } from './purchases.js';

/** How far back the family's purchases count for the order (as the list's suggestions: half a year). */
export const familyHistoryDays = 180;

/** A product the user may put on a list that their family bought, with how often (the rule of issue 18). */
export interface FamilyProduct {
  id: number;
  purchases: number;
  name_ru: string;
  name_en: string;
}

/** What the search knows of one user's family purchases, read at `at`, good while `lists` are their lists. */
export interface FamilyCounts {
  at: number;
  /** The lists the user is a member of when it was read, ids in order joined by commas (as `searchStart` reads them). */
  lists: string;
  products: readonly FamilyProduct[];
  counts: ReadonlyMap<number, number>;
}

/**
 * The lists a user is a member of now, as `FamilyCounts.lists` keeps them; read in the search's transaction with its
 * setting, one round trip (`set_config(…, true)` is `set local`).
 */
export const searchStart = (userId: number) => sql`
  select set_config('enable_seqscan', 'off', true),
    coalesce((select string_agg(list_id::text, ',' order by list_id) from list_members where user_id = ${userId}), '')
      as lists`;

/** Where a search gets the family's purchases from: the ones a process keeps (`FamilyPurchases`), or `familyOfLists`. */
export interface FamilySource {
  of(db: Executor, userId: number, lists: string): Promise<FamilyCounts>;
}

/** The user's family purchases read now, at `at` (on `only`, the lists of an API token, when given). */
async function readFamily(
  db: Executor,
  userId: number,
  lists: string,
  only: TokenLists,
  at = Date.now(),
): Promise<FamilyCounts> {
  const rows = rowsOf<FamilyProduct>(
    await db.execute(sql`
    select b.product_id as id, b.purchases, p.name_ru, p.name_en
    from ${knownPurchaseCounts(userId, familyHistoryDays, only)} b join products p on p.id = b.product_id
    where p.common or p.owner_id = ${userId}`),
  );
  return { at, lists, products: rows, counts: new Map(rows.map((row) => [row.id, row.purchases])) };
}

/**
 * The family purchases of a search made with an API token limited to lists: only those lists' (nothing of the
 * user's other lists shows through the order of the answer), read on every search; the process keeps none of them.
 */
export const familyOfLists = (only: readonly number[]): FamilySource => ({
  of: (db, userId, lists) => readFamily(db, userId, lists, only),
});

/** Where a caller's search gets the family's purchases: `kept`, or only its token's lists' when it has such a token. */
export const familySourceOf = (kept: FamilySource, tokenLists: readonly number[] | null | undefined): FamilySource =>
  tokenLists ? familyOfLists(tokenLists) : kept;

/**
 * The family purchases of users who search, kept per server process: the search on every keystroke orders its
 * candidates by them, and reading them (every purchase of the family's half year) cost more than the rest of the
 * search together. An entry is used only while the user's lists are the ones it was read with — the search reads
 * them first, in the same round trip as its setting — so a list left or joined counts at once, as issue 18 wants. A
 * change of a list's purchases (every mark, on any process, is a push event of the list) forgets the entries of the
 * users who know that list; the user's own ticks on a list they are not a member of (with its code) are counted at the
 * latest `ttlMs` later. At most `maxUsers` are kept, the earliest read going first, and every read sweeps the
 * entries past `ttlMs` (a heavy user's half year is tens of KB).
 */
export class FamilyPurchases implements FamilySource {
  private readonly users = new Map<number, FamilyCounts>();
  /** The users whose entry counts a list's purchases (member lists only: own ticks elsewhere wait for `ttlMs`). */
  private readonly byList = new Map<number, Set<number>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxUsers = 1_000,
  ) {}

  /** The user's family purchases, from this process's memory when they still hold, else read (and kept). */
  async of(db: Executor, userId: number, lists: string): Promise<FamilyCounts> {
    const at = Date.now();
    // Every entry left is within its time; a hit does not move it (the first entry is the earliest read).
    this.sweep(at);
    const kept = this.users.get(userId);
    if (kept && kept.lists === lists) return kept;
    const counts = await readFamily(db, userId, lists, null, at);
    this.forgetUser(userId);
    this.users.set(userId, counts);
    for (const listId of listIdsOf(lists)) {
      const users = this.byList.get(listId) ?? new Set<number>();
      users.add(userId);
      this.byList.set(listId, users);
    }
    this.sweep(at);
    return counts;
  }

  /** How many users' purchases are kept. */
  get size() {
    return this.users.size;
  }

  /**
   * Forgets the earliest read entries while there are more than `maxUsers`, and those past `ttlMs`: the entries are in
   * the order they were read from the database, so the expired ones come first.
   */
  private sweep(now: number) {
    for (const [userId, kept] of this.users) {
      if (this.users.size <= this.maxUsers && now - kept.at < this.ttlMs) return;
      this.forgetUser(userId);
    }
  }

  /** The purchases or members of a list changed: the entries that count it are read again. */
  forgetList(listId: number) {
    const users = this.byList.get(listId);
    if (!users) return;
    for (const userId of [...users]) this.forgetUser(userId);
  }

  /** Forgets every entry (the purchases were changed by other means than a mark, as tests do). */
  forgetAll() {
    this.users.clear();
    this.byList.clear();
  }

  private forgetUser(userId: number) {
    const kept = this.users.get(userId);
    if (!kept) return;
    this.users.delete(userId);
    for (const listId of listIdsOf(kept.lists)) {
      const users = this.byList.get(listId);
      users?.delete(userId);
      if (users?.size === 0) this.byList.delete(listId);
    }
  }
}

const listIdsOf = (lists: string) => (lists === '' ? [] : lists.split(',').map(Number));

/** The name of a family product in the language. */
export const familyName = (product: FamilyProduct, lang: Lang) => (lang === 'ru' ? product.name_ru : product.name_en);
