import type { ListItem, StoreRef } from '@listok/contract';
import { useTexts } from '../../../../lib/texts/texts';
import { type ShopGroup, sinkTicked } from '../../shopping/shop-groups';
import { useItemEditor } from '../hooks/use-item-editor';
import { useMarkItem } from '../hooks/use-mark-item';
import { longListRows } from '../rows-shown';
import { LongTiles } from './long-tiles';
import { Tile, tileGrid } from './tile';

interface ItemTilesProps {
  listId: number;
  items: ListItem[];
  pending: ReadonlySet<number>;
  canTick: boolean;
  canChange: boolean;
  highlightId: number | null;
  /** The goods by department in the shop's order (the departments view): a heading over each department's tiles. */
  groups?: ShopGroup[] | undefined;
  stores?: readonly StoreRef[] | undefined;
}

/**
 * A shopping list's goods as tiles of their pictures (issue 51; chosen in the view menu, remembered on the device):
 * a grid, ticked tiles faded at the end (of each department, under its heading, in the departments view). A tap ticks,
 * through the queue as a row's box does; a long press edits. Loaded only when chosen.
 */
export function ItemTiles({ listId, items, pending, canTick, canChange, highlightId, groups, stores }: ItemTilesProps) {
  const { t } = useTexts();
  const onMark = useMarkItem(listId);
  const { startEditing, editor } = useItemEditor(listId, stores);
  const allGroups = groups ?? [{ id: null, name: '', items }];
  const tileOf = (item: ListItem) => (
    <Tile
      item={item}
      canTick={canTick}
      canEdit={canChange}
      pending={pending.has(item.id)}
      highlighted={item.id === highlightId}
      onMark={onMark}
      onEdit={startEditing}
    />
  );
  const headingOf = (group: ShopGroup) => (
    <h3 className="mb-1.5 px-1 font-semibold text-slate-700 text-sm">
      {group.name}
      <span className="ml-2 whitespace-nowrap font-normal text-slate-600">
        {t('departments.count', {
          done: group.items.filter((item) => item.completed).length,
          total: group.items.length,
        })}
      </span>
    </h3>
  );
  // A long list draws the tiles on and near the screen (long-tiles.tsx), as its rows do.
  if (items.length > longListRows) {
    return (
      <>
        <LongTiles
          groups={allGroups.map((group) => ({ ...group, items: sinkTicked(group.items) }))}
          heading={groups && headingOf}
          tile={tileOf}
          highlightId={highlightId}
        />
        {editor}
      </>
    );
  }
  return (
    <>
      {allGroups.map((group) => (
        <section key={group.id ?? 'none'} aria-label={group.name || undefined} className="mb-3">
          {groups && headingOf(group)}
          <ul className={tileGrid}>
            {sinkTicked(group.items).map((item) => (
              <li key={item.id}>{tileOf(item)}</li>
            ))}
          </ul>
        </section>
      ))}
      {editor}
    </>
  );
}
