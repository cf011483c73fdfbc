import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { lists, products } from '../../../db/schema.js';
import { AppError } from '../../../lib/errors.js';

const tables = { lists, products } as const;
const codes = { lists: 'LIST_QUOTA', products: 'PRODUCT_QUOTA' } as const;

/** The user's own rows; own products they deleted count too, or deleting would lift the bound. */
const madeBy = (what: keyof typeof tables, userId: number) =>
  what === 'products'
    ? or(eq(products.ownerId, userId), eq(products.deletedBy, userId))
    : eq(tables[what].ownerId, userId);

/**
 * Refuses (429 with Retry-After) a user who would pass `limit` lists or own products made in the last 24 hours by
 * making `making` more (one by default; a pasted list makes its new products at once, all or none): the
 * bound on what one account can make the server store. Counted from the rows themselves, in the caller's
 * transaction, so every process agrees; two creations racing at the very limit may both pass (a quota, not a lock).
 */
export async function assertDailyQuota(
  db: Executor,
  what: keyof typeof tables,
  userId: number,
  limit: number,
  making = 1,
) {
  const table = tables[what];
  const [row] = await db
    .select({
      made: count(),
      // When the oldest creation of the day leaves the window, one more is allowed.
      seconds: sql<number>`ceil(extract(epoch from min(${table.createdAt}) + interval '1 day' - now()))::int`,
    })
    .from(table)
    .where(and(madeBy(what, userId), gt(table.createdAt, sql`now() - interval '1 day'`)));
  if (!row || row.made + making <= limit) return;
  throw new AppError(codes[what], { params: { limit, seconds: Math.max(1, row.seconds) } });
}
