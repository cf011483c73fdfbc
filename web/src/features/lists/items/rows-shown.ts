import { startTransition, useEffect, useState } from 'react';

/**
 * A list longer than this draws only the rows on and near the screen (long-item-bodies.tsx, loaded for it), however
 * long it is; a shorter one draws them all.
 */
export const longListRows = 150;

/** A drawn row of a long list: where it is among all the rows, for measuring it and for screen readers. */
export interface RowPlace {
  /** Among the entries drawn one by one (headings and rows), from 0. */
  index: number;
  /** `aria-rowindex`: among the table's rows, its head row being 1. */
  rowIndex: number;
  measure: (element: HTMLElement | null) => void;
}

/** Rows drawn at once when a list opens: more than any screen shows. */
export const firstRows = 60;
/**
 * Rows a long list draws while the code of its windowed rows loads: a tall screen's worth. Each drawn row is work in
 * the task that shows the list first, and they are replaced by the windowed rows a moment later.
 */
export const screenfulRows = 25;
/** Rows added in each later step, until all are drawn. */
export const moreRows = 250;

/**
 * How many rows of a long list to draw now: the first screenfuls at once, then more in steps, each its own task, so
 * opening a list of thousands never blocks the page for the time of drawing them all (ticks and typing are answered
 * in between). A short list is drawn whole at once.
 */
export function useRowsShown(total: number): number {
  const [shown, setShown] = useState(firstRows);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + moreRows)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** The groups (in order) with the rows of each that fall within the first `count` rows of all; later groups left out. */
export function firstRowsOf<G extends { items: readonly unknown[] }>(
  groups: readonly G[],
  count: number,
): { group: G; rows: G['items'] }[] {
  const result: { group: G; rows: G['items'] }[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    result.push({ group, rows: group.items.length <= left ? group.items : (group.items.slice(0, left) as G['items']) });
    left -= group.items.length;
  }
  return result;
}
