import type { ListItem } from '@listok/contract';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { ShopGroup } from '../../shopping/shop-groups';
import { usePageWindow } from '../use-page-window';
import { tileGrid } from './tile';

// A long list's tiles (issue 51: 2,000 goods): only the lines of tiles on and near the screen are drawn, in the page's
// own scroll, as long-item-bodies.tsx draws a long list's rows.

/** Tiles a line at the window's width now, as `tileGrid` lays them out. */
const tilesALineNow = () =>
  window.matchMedia('(min-width: 1024px)').matches ? 7 : window.matchMedia('(min-width: 640px)').matches ? 5 : 3;

/** Tiles a line at the window's width, followed as it changes. */
function useTilesALine(): number {
  const [columns, setColumns] = useState(tilesALineNow);
  useEffect(() => {
    const changed = () => setColumns(tilesALineNow());
    window.addEventListener('resize', changed);
    return () => window.removeEventListener('resize', changed);
  }, []);
  return columns;
}

/** A drawn block: a department's heading, or a line of its tiles. */
type Entry = { group: ShopGroup; tiles?: readonly ListItem[] };

interface LongTilesProps {
  /** The groups with their goods in the order shown (ticked at the end). */
  groups: readonly ShopGroup[];
  heading?: ((group: ShopGroup) => ReactNode) | undefined;
  tile: (item: ListItem) => ReactNode;
  highlightId: number | null;
}

/** A heading's height and a line of tiles' (min-h-28 and the gap), before they are measured. */
const estimated = { heading: 28, line: 120 };

export function LongTiles({ groups, heading, tile, highlightId }: LongTilesProps) {
  const columns = useTilesALine();
  const withHeadings = heading !== undefined;
  const entries = useMemo(() => {
    const all: Entry[] = [];
    for (const group of groups) {
      if (withHeadings) all.push({ group });
      for (let start = 0; start < group.items.length; start += columns)
        all.push({ group, tiles: group.items.slice(start, start + columns) });
    }
    return all;
  }, [groups, columns, withHeadings]);

  const { anchor, shown, before, after, measure } = usePageWindow<HTMLDivElement>({
    count: entries.length,
    estimateSize: (index) => (entries[index]?.tiles ? estimated.line : estimated.heading),
    overscan: 3,
    gap: 8,
    // The tile just added or found is scrolled to, as a short list's is.
    highlight: highlightId,
    highlightIndex: () => entries.findIndex((entry) => entry.tiles?.some((item) => item.id === highlightId)),
  });
  return (
    <div ref={anchor} className="mb-3" style={{ paddingTop: before, paddingBottom: after }}>
      {shown.map((virtual) => {
        const entry = entries[virtual.index];
        if (!entry) return null;
        const key = entry.tiles ? `line-${entry.tiles[0]?.id}` : `group-${entry.group.id}`;
        return (
          <div key={key} ref={measure} data-index={virtual.index} className="mb-2">
            {entry.tiles ? (
              <ul className={tileGrid}>
                {entry.tiles.map((item) => (
                  <li key={item.id}>{tile(item)}</li>
                ))}
              </ul>
            ) : (
              heading?.(entry.group)
            )}
          </div>
        );
      })}
    </div>
  );
}
