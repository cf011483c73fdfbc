import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

// The part of a long list that is on and near the screen, in the page's own scroll (issue 51): the rows of
// long-item-bodies.tsx and the lines of tiles of long-tiles.tsx. Loaded with them only.

interface PageWindowOptions {
  count: number;
  estimateSize: (index: number) => number;
  overscan: number;
  gap?: number;
  getItemKey?: (index: number) => number | string;
  /** The element the list starts at, from the one `anchor` holds (a table's first body: its table). */
  startOf?: (anchor: HTMLElement) => Element | null;
  /** The entry just added or found (its index), scrolled to when `highlight` changes. */
  highlight: number | null;
  highlightIndex: () => number;
}

/**
 * The entries to draw, with the heights of those not drawn above (`before`) and below (`after`), the element to
 * measure the list's start from (`anchor`), and `measure` for each drawn entry (with its `data-index`).
 */
export function usePageWindow<A extends HTMLElement>({
  startOf = (anchor) => anchor,
  highlight,
  highlightIndex,
  ...options
}: PageWindowOptions) {
  const anchor = useRef<A>(null) as RefObject<A | null>;
  const [top, setTop] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's start is found once; its place follows the page
  useLayoutEffect(() => {
    const start = anchor.current && startOf(anchor.current);
    if (!start) return;
    const measure = () => setTop(start.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({ ...options, scrollMargin: top });

  // Only when another entry is to be shown, not on every change of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index is read at the time of the highlight
  useEffect(() => {
    if (highlight === null) return;
    const index = highlightIndex();
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [highlight, virtualizer]);

  const shown = virtualizer.getVirtualItems();
  const first = shown[0];
  const last = shown.at(-1);
  return {
    anchor,
    shown,
    before: first ? first.start - top : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
    measure: virtualizer.measureElement,
  };
}
