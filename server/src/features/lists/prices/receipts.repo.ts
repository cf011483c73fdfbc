/**
 * A shopping list's receipts and settlements (issue 50): what trips cost, who paid, who shares it, and debts paid
 * back. Times are written and read as `YYYY-MM-DD HH:mm` in the caller's time zone.
 */
import type { ReceiptShare } from '@listok/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { formatDate } from '../../../lib/dates.js';

type Share = typeof ReceiptShare._zod.output;

export interface ReceiptRow {
  id: number;
  total: number;
  at: string;
  store: number | null;
  payer: number | null;
  author: number | null;
  shares: Share[];
  fiscal: boolean;
}

/** A time given as `YYYY-MM-DD HH:mm` in `timeZone`, or now. */
const timeOf = (local: string | undefined, timeZone: string): SQL =>
  local === undefined ? sql`now()` : sql`(${local}::timestamp at time zone ${timeZone})`;

/** A receipt's (`r`) shares as `[{ user, factor }]`, by user. */
const sharesColumn = sql`coalesce((
  select json_agg(json_build_object('user', s.user_id, 'factor', s.factor::float8) order by s.user_id)
  from receipt_shares s where s.receipt_id = r.id), '[]')`;

/** The list's receipts that `where` keeps (of `receipts r`), the latest first, as answered. */
async function readReceipts(db: Executor, listId: number, where: SQL, timeZone: string): Promise<ReceiptRow[]> {
  const rows = rowsOf<Omit<ReceiptRow, 'at' | 'total'> & { paidAt: Date | string; total: number | string }>(
    await db.execute(sql`
      select r.id, r.total, r.paid_at as "paidAt", r.store_id as store, r.payer_id as payer, r.author_id as author,
        r.fiscal is not null as fiscal, ${sharesColumn} as shares
      from receipts r where r.list_id = ${listId} and ${where}
      order by r.paid_at desc, r.id desc`),
  );
  return rows.map(({ paidAt, total, ...row }) => ({
    ...row,
    total: Number(total),
    at: formatDate(new Date(paidAt), timeZone),
  }));
}

/** The list's receipts, the latest first. */
export const receiptsOf = (db: Executor, listId: number, timeZone: string) =>
  readReceipts(db, listId, sql`true`, timeZone);

export async function receiptById(
  db: Executor,
  listId: number,
  receiptId: number,
  timeZone: string,
): Promise<ReceiptRow | undefined> {
  return (await readReceipts(db, listId, sql`r.id = ${receiptId}`, timeZone))[0];
}

/** Whether the list has the fiscal receipt `fiscal` already. */
export async function hasFiscal(db: Executor, listId: number, fiscal: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from receipts where list_id = ${listId} and fiscal = ${fiscal}`));
  return rows.length > 0;
}

export interface NewReceipt {
  listId: number;
  authorId: number;
  payerId: number;
  total: number;
  /** `YYYY-MM-DD HH:mm` in `timeZone`, or now. */
  at: string | undefined;
  timeZone: string;
  storeId: number | null;
  fiscal: string | null;
}

export async function insertReceipt(db: Executor, receipt: NewReceipt, shares: readonly Share[]): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into receipts (list_id, author_id, payer_id, total, paid_at, store_id, fiscal)
      values (${receipt.listId}, ${receipt.authorId}, ${receipt.payerId}, ${receipt.total},
        ${timeOf(receipt.at, receipt.timeZone)}, ${receipt.storeId}, ${receipt.fiscal})
      returning id`),
  );
  if (!row) throw new Error('no receipt');
  await setShares(db, row.id, shares);
  return row.id;
}

/** What changes of a receipt (each field given). */
export interface ReceiptChange {
  total?: number;
  at?: string;
  storeId?: number | null;
  payerId?: number;
}

export async function updateReceipt(
  db: Executor,
  receiptId: number,
  change: ReceiptChange,
  timeZone: string,
): Promise<void> {
  const sets: SQL[] = [];
  if (change.total !== undefined) sets.push(sql`total = ${change.total}`);
  if (change.at !== undefined) sets.push(sql`paid_at = ${timeOf(change.at, timeZone)}`);
  if (change.storeId !== undefined) sets.push(sql`store_id = ${change.storeId}`);
  if (change.payerId !== undefined) sets.push(sql`payer_id = ${change.payerId}`);
  if (sets.length === 0) return;
  await db.execute(sql`update receipts set ${sql.join(sets, sql`, `)} where id = ${receiptId}`);
}

/** The receipt's shares, all of them anew. */
export async function setShares(db: Executor, receiptId: number, shares: readonly Share[]): Promise<void> {
  await db.execute(sql`delete from receipt_shares where receipt_id = ${receiptId}`);
  if (shares.length === 0) return;
  const values = shares.map((share) => sql`(${receiptId}, ${share.user}, ${share.factor})`);
  await db.execute(sql`insert into receipt_shares (receipt_id, user_id, factor) values ${sql.join(values, sql`, `)}`);
}

export async function deleteReceipt(db: Executor, receiptId: number): Promise<void> {
  await db.execute(sql`delete from receipts where id = ${receiptId}`);
}

/** The ids of the list's members now. */
export async function memberIds(db: Executor, listId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select user_id as id from list_members where list_id = ${listId} order by user_id`),
  );
  return rows.map((row) => row.id);
}

/**
 * The people of the list's money: its members, and whoever paid or shares a receipt or paid back a debt there (who
 * may have left the list since, and still owes or is owed).
 */
export async function moneyPeople(db: Executor, listId: number): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select user_id as id from list_members where list_id = ${listId}
      union select payer_id from receipts where list_id = ${listId} and payer_id is not null
      union select s.user_id from receipt_shares s join receipts r on r.id = s.receipt_id where r.list_id = ${listId}
      union select from_id from settlements where list_id = ${listId}
      union select to_id from settlements where list_id = ${listId}`),
  );
  return new Set(rows.map((row) => row.id));
}

/** What the balances count: the receipts with a payer and their shares, and the settlements. */
export async function ledgerOf(db: Executor, listId: number) {
  const receipts = rowsOf<{ payer: number; total: string; shares: Share[] }>(
    await db.execute(sql`
      select r.payer_id as payer, r.total::text as total, ${sharesColumn} as shares
      from receipts r where r.list_id = ${listId} and r.payer_id is not null order by r.id`),
  );
  const settlements = rowsOf<{ from: number; to: number; amount: string }>(
    await db.execute(sql`
      select from_id as "from", to_id as "to", amount::text as amount from settlements
      where list_id = ${listId} order by id`),
  );
  return {
    receipts: receipts.map((row) => ({ ...row, total: Number(row.total) })),
    settlements: settlements.map((row) => ({ ...row, amount: Number(row.amount) })),
  };
}

export async function insertSettlement(
  db: Executor,
  settlement: { listId: number; from: number; to: number; amount: number; authorId: number },
  timeZone: string,
) {
  const [row] = rowsOf<{ id: number; paidAt: string | Date }>(
    await db.execute(sql`
      insert into settlements (list_id, from_id, to_id, amount, author_id)
      values (${settlement.listId}, ${settlement.from}, ${settlement.to}, ${settlement.amount}, ${settlement.authorId})
      returning id, paid_at as "paidAt"`),
  );
  if (!row) throw new Error('no settlement');
  const { from, to, amount } = settlement;
  return { id: row.id, from, to, amount, at: formatDate(new Date(row.paidAt), timeZone) };
}
