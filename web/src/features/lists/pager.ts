/** Spec §4: the pager shows at most five page buttons. */
export const maxPagerSlots = 5;

/** A page button, or a gap between two buttons whose pages are not neighbours. */
export type PagerItem = number | 'gap';

/**
 * The page numbers the pager offers (spec §4): the first page, three around the current one and the last; all of
 * them when there are five or fewer; none when there is one page or fewer (the pager is hidden then).
 */
export function pagerSlots(current: number, total: number): number[] {
  if (total <= 1) return [];
  if (total <= maxPagerSlots) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  // The window of three stays inside 2 … total-1, so near either end it shifts and five slots are always shown.
  const start = Math.max(2, Math.min(page - 1, total - 3));
  return [1, start, start + 1, start + 2, total];
}

/** The slots with a gap marker where page numbers jump, as the pager draws them. */
export function pagerItems(current: number, total: number): PagerItem[] {
  const items: PagerItem[] = [];
  let previous: number | undefined;
  for (const slot of pagerSlots(current, total)) {
    if (previous !== undefined && slot - previous > 1) items.push('gap');
    items.push(slot);
    previous = slot;
  }
  return items;
}
