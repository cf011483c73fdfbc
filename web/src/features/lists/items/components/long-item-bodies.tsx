import type { ListItem } from '@listok/contract';
import { type ReactNode, useMemo } from 'react';
import type { RowPlace } from '../rows-shown';
import { usePageWindow } from '../use-page-window';

// A long list (issue 51: 2,000 goods) draws only the rows on and near the screen, in the page's own scroll: opening
// it and ticking a good cost the same as on a short list. Loaded only for a long list (items-table.tsx).

/** A group of rows under its heading: a department of the shop's order, or the whole list under none. */
export interface RowGroup {
  id: number | null;
  name: string;
  items: readonly ListItem[];
}

/** One drawn line: a group's heading (no item), or a row with its number. */
interface Entry {
  group: number;
  item?: ListItem;
  number: number;
}

interface LongItemBodiesProps {
  groups: readonly RowGroup[];
  numberFrom: number;
  /** A group's heading row, when the groups have headings. */
  heading?: ((group: RowGroup, place: RowPlace) => ReactNode) | undefined;
  row: (item: ListItem, number: number, place: RowPlace) => ReactNode;
  /** The row just added or found: scrolled to, as a short list scrolls its row into view. */
  highlightId: number | null;
}

/** A heading's height and a compact row's, before they are measured. */
const estimated = { heading: 33, row: 49 };

/** The table bodies of a long list: one per group that has rows on screen, with empty rows for the rest's height. */
export default function LongItemBodies({ groups, numberFrom, heading, row, highlightId }: LongItemBodiesProps) {
  const withHeadings = heading !== undefined;
  const entries = useMemo(() => {
    const all: Entry[] = [];
    let number = numberFrom;
    groups.forEach((group, index) => {
      if (withHeadings) all.push({ group: index, number: 0 });
      for (const item of group.items) all.push({ group: index, item, number: number++ });
    });
    return all;
  }, [groups, numberFrom, withHeadings]);

  // The rows are placed from where the table starts on the page.
  const { anchor, shown, before, after, measure } = usePageWindow<HTMLTableSectionElement>({
    count: entries.length,
    estimateSize: (index) => (entries[index]?.item ? estimated.row : estimated.heading),
    overscan: 12,
    getItemKey: (index) => {
      const entry = entries[index];
      return entry?.item ? entry.item.id : `group-${entry?.group}`;
    },
    startOf: (body) => body.closest('table'),
    highlight: highlightId,
    highlightIndex: () => entries.findIndex((entry) => entry.item?.id === highlightId),
  });

  // One place per drawn index while the window measures the same way: the rows are memoised, and a new place each time
  // redrew (and measured) every drawn row whenever the table did, as a tick's pending mark does, in the tick's task.
  const placeAt = useMemo(() => {
    const places = new Map<number, RowPlace>();
    return (index: number): RowPlace => {
      let place = places.get(index);
      if (!place) {
        place = { index, rowIndex: index + 2, measure };
        places.set(index, place);
      }
      return place;
    };
  }, [measure]);

  // The drawn entries, by their group: a body each.
  const bodies: { group: number; lines: ReactNode[] }[] = [];
  for (const virtual of shown) {
    const entry = entries[virtual.index];
    if (!entry) continue;
    const place = placeAt(virtual.index);
    const group = groups[entry.group];
    if (!group) continue;
    const line = entry.item ? row(entry.item, entry.number, place) : heading?.(group, place);
    const body = bodies.at(-1);
    if (body?.group === entry.group) body.lines.push(line);
    else bodies.push({ group: entry.group, lines: [line] });
  }
  if (bodies.length === 0) bodies.push({ group: 0, lines: [] });

  return bodies.map((body, index) => (
    <tbody
      key={groups[body.group]?.id ?? 'none'}
      ref={index === 0 ? anchor : undefined}
      className="divide-y divide-slate-100"
    >
      {/* Rows without cells, as high as the rows not drawn above and below: screen readers have aria-rowindex. */}
      {index === 0 && before > 0 && <tr style={{ height: before }} />}
      {body.lines}
      {index === bodies.length - 1 && after > 0 && <tr style={{ height: after }} />}
    </tbody>
  ));
}
