// Who owes whom on a list (issue 50), without zod: the receipts' payers against their shares, and the settlements
// recorded since. Money is whole minor units; every split sums exactly to what it splits.

/** A person's part of a receipt: `factor` of the whole, against the other shares' factors. */
export interface Share {
  user: number;
  factor: number;
}

/** One transfer that settles a debt: `from` pays `to` `amount` (minor units). */
export interface Transfer {
  from: number;
  to: number;
  amount: number;
}

/** Factors are kept to hundredths, so that splits are integer arithmetic. */
const hundredths = (factor: number) => Math.round(factor * 100);

/**
 * Splits `total` among the shares by their factors, in whole minor units that sum to `total` exactly: each gets the
 * floor of their part, and the units left over go one each to the largest remainders (the earlier share on a tie).
 */
export function splitByShares(total: number, shares: readonly Share[]): Map<number, number> {
  const weights = shares.map((share) => hundredths(share.factor));
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = new Map<number, number>();
  if (whole <= 0) return parts;
  const exact = weights.map((weight, index) => ({
    index,
    floor: Math.floor((total * weight) / whole),
    rest: (total * weight) % whole,
  }));
  let left = total - exact.reduce((sum, part) => sum + part.floor, 0);
  for (const part of [...exact].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    part.floor += 1;
    left -= 1;
  }
  for (const part of exact) {
    const user = shares[part.index]!.user;
    parts.set(user, (parts.get(user) ?? 0) + part.floor);
  }
  return parts;
}

/**
 * Each person's balance (positive: is owed; negative: owes): what they paid for receipts less their shares of them,
 * and what they paid back less what they were paid back. The balances sum to zero.
 */
export function balancesOf(
  receipts: readonly { payer: number; total: number; shares: readonly Share[] }[],
  settlements: readonly Transfer[],
): Map<number, number> {
  const balance = new Map<number, number>();
  const add = (user: number, amount: number) => balance.set(user, (balance.get(user) ?? 0) + amount);
  for (const receipt of receipts) {
    const parts = splitByShares(receipt.total, receipt.shares);
    if (parts.size === 0) continue;
    add(receipt.payer, receipt.total);
    for (const [user, part] of parts) add(user, -part);
  }
  for (const paid of settlements) {
    add(paid.from, paid.amount);
    add(paid.to, -paid.amount);
  }
  return balance;
}

/**
 * The transfers that settle the balances: first the debts that one transfer settles exactly (a debtor and a creditor
 * with the same amount), then the largest debtor pays the largest creditor until all are even — at most one transfer
 * fewer than the people with a balance. In a stable order: by amount, then by the people's ids.
 */
export function settleUp(balances: ReadonlyMap<number, number>): Transfer[] {
  const debtors: { user: number; amount: number }[] = [];
  const creditors: { user: number; amount: number }[] = [];
  for (const [user, amount] of [...balances].sort(([a], [b]) => a - b)) {
    if (amount < 0) debtors.push({ user, amount: -amount });
    else if (amount > 0) creditors.push({ user, amount });
  }
  const transfers: Transfer[] = [];
  for (const debtor of debtors) {
    const even = creditors.find((creditor) => creditor.amount === debtor.amount);
    if (!even) continue;
    transfers.push({ from: debtor.user, to: even.user, amount: debtor.amount });
    debtor.amount = 0;
    even.amount = 0;
  }
  const largest = (people: { user: number; amount: number }[]) =>
    people.reduce<(typeof people)[number] | undefined>(
      (top, p) => (p.amount > (top?.amount ?? 0) ? p : top),
      undefined,
    );
  for (;;) {
    const debtor = largest(debtors);
    const creditor = largest(creditors);
    if (!debtor || !creditor) break;
    const amount = Math.min(debtor.amount, creditor.amount);
    transfers.push({ from: debtor.user, to: creditor.user, amount });
    debtor.amount -= amount;
    creditor.amount -= amount;
  }
  return transfers.sort((a, b) => b.amount - a.amount || a.from - b.from || a.to - b.to);
}
