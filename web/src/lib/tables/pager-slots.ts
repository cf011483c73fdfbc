/** A page button, or a gap between page numbers that are not next to each other. */
export type PagerSlot = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** Spec §4: at most 5 page slots — the first page, three around the current one, and the last. */
export const maxPagerSlots = 5;

export function pagerSlots(current: number, pagesCount: number): PagerSlot[] {
  if (pagesCount <= 1) return [];
  const page = Math.min(Math.max(current, 1), pagesCount);
  let pages: number[];
  if (pagesCount <= maxPagerSlots) {
    pages = Array.from({ length: pagesCount }, (_, i) => i + 1);
  } else {
    // Three neighbours kept inside 2…pagesCount-1, so the first and last are always their own slots.
    const start = Math.min(Math.max(page - 1, 2), pagesCount - 3);
    pages = [1, start, start + 1, start + 2, pagesCount];
  }
  const slots: PagerSlot[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) slots.push({ kind: 'gap', after: previous });
    slots.push({ kind: 'page', page: p });
  });
  return slots;
}
