import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmount, maxAmount } from '../entry/amounts.js';
import type { UnitNames } from '../entry/quantity.js';
import { scaleAmount, shoppingAmount } from './servings.js';

describe('scaleAmount', () => {
  it('scales an amount by the servings: a recipe for 4 cooked for 6', () => {
    expect(scaleAmount(200, 4, 6)).toBe(300);
    expect(scaleAmount(2, 4, 6)).toBe(3);
    expect(scaleAmount(1.5, 4, 2)).toBe(0.75);
    expect(scaleAmount(3, 3, 3)).toBe(3);
  });

  it('rounds to three decimals', () => {
    expect(scaleAmount(1, 3, 1)).toBe(0.333);
    expect(scaleAmount(2, 3, 1)).toBe(0.667);
    expect(scaleAmount(0.5, 6, 4)).toBe(0.333);
  });

  it('never scales a positive amount to nothing, nor past the largest amount', () => {
    expect(scaleAmount(0.001, 100, 1)).toBe(0.001);
    expect(scaleAmount(0.004, 10, 1)).toBe(0.001);
    expect(scaleAmount(0, 4, 6)).toBe(0);
    expect(scaleAmount(maxAmount, 1, 100)).toBe(maxAmount);
  });

  it('refuses servings that are not counts and amounts that are not amounts', () => {
    expect(() => scaleAmount(1, 0, 4)).toThrow(RangeError);
    expect(() => scaleAmount(1, 4, -1)).toThrow(RangeError);
    expect(() => scaleAmount(-1, 4, 2)).toThrow(RangeError);
    expect(() => scaleAmount(Number.NaN, 4, 2)).toThrow(RangeError);
  });

  it('gives an amount for any amount a recipe holds and any servings', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000);
    const servings = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(amount, servings, servings, (value, from, to) => {
        const scaled = scaleAmount(value, from, to);
        expect(isAmount(scaled)).toBe(true);
        expect(scaled > 0).toBe(value > 0);
      }),
    );
  });
});

describe('shoppingAmount', () => {
  const unit = (code: string): UnitNames => ({ id: 1, code, name_ru: code, name_en: code });

  it('rounds pieces and containers up to whole ones, as a shop sells them', () => {
    expect(shoppingAmount({ amount: 1, unit: unit('pcs') }, 4, 6)).toBe(2);
    expect(shoppingAmount({ amount: 1, unit: unit('can') }, 2, 3)).toBe(2);
    expect(shoppingAmount({ amount: 2, unit: null }, 4, 2)).toBe(1);
    // Never below one, and a whole number stays as it is (3 × 4 / 4).
    expect(shoppingAmount({ amount: 1, unit: unit('pack') }, 6, 1)).toBe(1);
    expect(shoppingAmount({ amount: 3, unit: unit('pcs') }, 4, 4)).toBe(3);
  });

  it('keeps weights, volumes and kitchen measures as scaled', () => {
    expect(shoppingAmount({ amount: 200, unit: unit('g') }, 4, 6)).toBe(300);
    expect(shoppingAmount({ amount: 3, unit: unit('clove') }, 2, 3)).toBe(4.5);
    expect(shoppingAmount({ amount: 0.5, unit: unit('cup') }, 4, 6)).toBe(0.75);
    // A unit the table does not know is not rounded either.
    expect(shoppingAmount({ amount: 1, unit: unit('') }, 2, 3)).toBe(1.5);
  });

  it('gives the amount as written without servings, and none for a line without one', () => {
    expect(shoppingAmount({ amount: 1.5, unit: unit('pcs') }, null, 6)).toBe(2);
    expect(shoppingAmount({ amount: 200, unit: unit('g') }, 4, null)).toBe(200);
    expect(shoppingAmount({ amount: null, unit: null }, 4, 6)).toBeNull();
  });
});
