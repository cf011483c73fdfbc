import { describe, expect, it } from 'vitest';
import { maxPagerSlots, type PagerSlot, pagerSlots } from './pager-slots';

const pages = (slots: PagerSlot[]) => slots.map((slot) => (slot.kind === 'page' ? slot.page : '…'));
/** The page numbers only, gaps left out. */
const numbers = (slots: PagerSlot[]) => slots.flatMap((slot) => (slot.kind === 'page' ? [slot.page] : []));

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
    expect(numbers(pagerSlots(50, 100))).toEqual([1, 49, 50, 51, 100]);
  });

  it('slides the three neighbours inward at either end', () => {
    expect(pages(pagerSlots(1, 10))).toEqual([1, 2, 3, 4, '…', 10]);
    expect(pages(pagerSlots(2, 10))).toEqual([1, 2, 3, 4, '…', 10]);
    expect(pages(pagerSlots(9, 10))).toEqual([1, '…', 7, 8, 9, 10]);
    expect(pages(pagerSlots(10, 10))).toEqual([1, '…', 7, 8, 9, 10]);
    expect(numbers(pagerSlots(3, 10))).toEqual([1, 2, 3, 4, 10]);
    expect(numbers(pagerSlots(4, 10))).toEqual([1, 3, 4, 5, 10]);
    expect(numbers(pagerSlots(7, 10))).toEqual([1, 6, 7, 8, 10]);
  });

  it('shows no gap between neighbours', () => {
    expect(pages(pagerSlots(3, 6))).toEqual([1, 2, 3, 4, '…', 6]);
    expect(pages(pagerSlots(4, 6))).toEqual([1, '…', 3, 4, 5, 6]);
    expect(pages(pagerSlots(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it('marks even a single skipped page as a gap', () => {
    expect(pages(pagerSlots(4, 6))).toEqual([1, '…', 3, 4, 5, 6]);
    expect(pages(pagerSlots(3, 6))).toEqual([1, 2, 3, 4, '…', 6]);
  });

  it('never offers more than five pages and always the current one', () => {
    for (let count = 2; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const shown = numbers(pagerSlots(current, count));
        expect(shown.length).toBeLessThanOrEqual(maxPagerSlots);
        expect(shown).toContain(current);
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(count);
        expect([...shown].sort((a, b) => a - b)).toEqual(shown);
        expect(new Set(shown).size).toBe(shown.length);
      }
    }
  });

  it('treats a page outside the range as the nearest real one', () => {
    expect(pages(pagerSlots(99, 3))).toEqual([1, 2, 3]);
    expect(pages(pagerSlots(0, 7))).toEqual([1, 2, 3, 4, '…', 7]);
    expect(numbers(pagerSlots(99, 10))).toEqual([1, 7, 8, 9, 10]);
    expect(numbers(pagerSlots(0, 10))).toEqual([1, 2, 3, 4, 10]);
  });
});
