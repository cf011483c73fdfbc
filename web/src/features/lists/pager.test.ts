import { describe, expect, it } from 'vitest';
import { pagerItems, pagerSlots } from './pager';

describe('pagerSlots', () => {
  it('is empty (the pager is hidden) for one page or none', () => {
    expect(pagerSlots(1, 1)).toEqual([]);
    expect(pagerSlots(1, 0)).toEqual([]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pagerSlots(1, 2)).toEqual([1, 2]);
    expect(pagerSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first page, three around the current one and the last', () => {
    expect(pagerSlots(5, 10)).toEqual([1, 4, 5, 6, 10]);
    expect(pagerSlots(50, 100)).toEqual([1, 49, 50, 51, 100]);
  });

  it('shifts the window near the start so five slots stay', () => {
    expect(pagerSlots(1, 10)).toEqual([1, 2, 3, 4, 10]);
    expect(pagerSlots(2, 10)).toEqual([1, 2, 3, 4, 10]);
    expect(pagerSlots(3, 10)).toEqual([1, 2, 3, 4, 10]);
    expect(pagerSlots(4, 10)).toEqual([1, 3, 4, 5, 10]);
  });

  it('shifts the window near the end so five slots stay', () => {
    expect(pagerSlots(10, 10)).toEqual([1, 7, 8, 9, 10]);
    expect(pagerSlots(9, 10)).toEqual([1, 7, 8, 9, 10]);
    expect(pagerSlots(7, 10)).toEqual([1, 6, 7, 8, 10]);
  });

  it('never offers more than five slots and always the current page', () => {
    for (let total = 2; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const slots = pagerSlots(current, total);
        expect(slots.length).toBeLessThanOrEqual(5);
        expect(slots).toContain(current);
        expect(slots[0]).toBe(1);
        expect(slots.at(-1)).toBe(total);
        expect([...slots].sort((a, b) => a - b)).toEqual(slots);
        expect(new Set(slots).size).toBe(slots.length);
      }
    }
  });

  it('treats a current page outside the range as the nearest end', () => {
    expect(pagerSlots(99, 10)).toEqual([1, 7, 8, 9, 10]);
    expect(pagerSlots(0, 10)).toEqual([1, 2, 3, 4, 10]);
  });
});

describe('pagerItems', () => {
  it('puts a gap where page numbers jump', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pagerItems(9, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('has no gaps when the pages are consecutive', () => {
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks even a single skipped page as a gap', () => {
    expect(pagerItems(4, 6)).toEqual([1, 'gap', 3, 4, 5, 6]);
  });
});
