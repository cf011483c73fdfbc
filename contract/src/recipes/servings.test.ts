import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmount, maxAmount } from '../entry/amounts.js';
import { scaleAmount } from './servings.js';

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
