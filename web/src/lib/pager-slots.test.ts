import { describe, expect, it } from 'vitest';
import { maxPagerSlots, type PagerSlot, pagerSlots } from './pager-slots';

const pages = (slots: PagerSlot[]) => slots.map((slot) => (slot.kind === 'page' ? slot.page : '…'));

describe('pagerSlots', () => {
  it('is empty for one page or none (the pager hides)', () => {
    expect(pagerSlots(1, 0)).toEqual([]);
    expect(pagerSlots(1, 1)).toEqual([]);
  });

  it('numbers every page when there are five or fewer', () => {
    expect(pages(pagerSlots(1, 2))).toEqual([1, 2]);
    expect(pages(pagerSlots(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, three around the current and the last page', () => {
    expect(pages(pagerSlots(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });

  it('slides the three neighbours inward at either end', () => {
    expect(pages(pagerSlots(1, 10))).toEqual([1, 2, 3, 4, '…', 10]);
    expect(pages(pagerSlots(2, 10))).toEqual([1, 2, 3, 4, '…', 10]);
    expect(pages(pagerSlots(9, 10))).toEqual([1, '…', 7, 8, 9, 10]);
    expect(pages(pagerSlots(10, 10))).toEqual([1, '…', 7, 8, 9, 10]);
  });

  it('shows no gap between neighbours', () => {
    expect(pages(pagerSlots(3, 6))).toEqual([1, 2, 3, 4, '…', 6]);
    expect(pages(pagerSlots(4, 6))).toEqual([1, '…', 3, 4, 5, 6]);
  });

  it('never offers more than five pages and always the current one', () => {
    for (let count = 2; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const numbers = pagerSlots(current, count).filter((slot) => slot.kind === 'page');
        expect(numbers.length).toBeLessThanOrEqual(maxPagerSlots);
        expect(numbers.map((slot) => slot.page)).toContain(current);
      }
    }
  });

  it('treats a page outside the range as the nearest real one', () => {
    expect(pages(pagerSlots(99, 3))).toEqual([1, 2, 3]);
    expect(pages(pagerSlots(0, 7))).toEqual([1, 2, 3, 4, '…', 7]);
  });
});
