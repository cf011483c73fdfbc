import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-countdown';

describe('secondsLeft', () => {
  it('rounds a part of a second up', () => {
    expect(secondsLeft(10_000, 7_000)).toBe(3);
    expect(secondsLeft(10_000, 7_001)).toBe(3);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
  });

  it('never goes below zero', () => {
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
