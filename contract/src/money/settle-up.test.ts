import { describe, expect, it } from 'vitest';
import { balancesOf, settleUp, splitByShares } from './settle-up.js';

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('splitByShares', () => {
  it('splits to the kopeck, the units left over to the largest remainders', () => {
    expect(
      splitByShares(10_001, [
        { user: 1, factor: 1 },
        { user: 2, factor: 1 },
      ]),
    ).toEqual(
      new Map([
        [1, 5_001],
        [2, 5_000],
      ]),
    );
    const thirds = splitByShares(
      100,
      [1, 2, 3].map((user) => ({ user, factor: 1 })),
    );
    expect([...thirds.values()]).toEqual([34, 33, 33]);
    expect(
      splitByShares(1_000, [
        { user: 1, factor: 2 },
        { user: 2, factor: 0.5 },
      ]),
    ).toEqual(
      new Map([
        [1, 800],
        [2, 200],
      ]),
    );
  });

  it('always sums to the whole, whatever the factors', () => {
    for (let total = 0; total < 2_000; total += 37) {
      const shares = [0.01, 1, 2.5, 3.33, 100].map((factor, index) => ({ user: index + 1, factor }));
      expect(sum(splitByShares(total, shares).values())).toBe(total);
    }
    expect(
      splitByShares(1_000_000_000, [
        { user: 1, factor: 100 },
        { user: 2, factor: 0.01 },
      ]).get(1),
    ).toBe(999_900_010);
  });
});

describe('balancesOf and settleUp', () => {
  it('balances sum to zero, and the transfers settle them with fewer than one per person', () => {
    const everyone = [1, 2, 3, 4].map((user) => ({ user, factor: 1 }));
    const balances = balancesOf(
      [
        { payer: 1, total: 90_001, shares: everyone },
        { payer: 2, total: 10_000, shares: everyone.slice(0, 2) },
        { payer: 3, total: 777, shares: [{ user: 4, factor: 1 }] },
      ],
      [{ from: 4, to: 1, amount: 5_000 }],
    );
    expect(sum(balances.values())).toBe(0);
    const transfers = settleUp(balances);
    expect(transfers.length).toBeLessThan(4);
    const after = new Map(balances);
    for (const { from, to, amount } of transfers) {
      expect(amount).toBeGreaterThan(0);
      after.set(from, after.get(from)! + amount);
      after.set(to, after.get(to)! - amount);
    }
    expect([...after.values()].every((value) => value === 0)).toBe(true);
  });

  it('pays an exact debt with one transfer before the largest ones', () => {
    const balances = new Map([
      [1, 500],
      [2, 300],
      [3, -300],
      [4, -500],
    ]);
    expect(settleUp(balances)).toEqual([
      { from: 4, to: 1, amount: 500 },
      { from: 3, to: 2, amount: 300 },
    ]);
    expect(settleUp(new Map([[1, 0]]))).toEqual([]);
  });
});
