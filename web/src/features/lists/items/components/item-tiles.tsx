import { anyGoodIcon, type ListItem, type StoreRef } from '@listok/contract';
import { memo, useRef } from 'react';
import { GoodsIcon } from '../../../../components/goods-icon';
import { ClockIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { itemAmount, itemName } from '../../shared/item-view';
import { type ShopGroup, sinkTicked } from '../../shopping/shop-groups';
import { useItemEditor } from '../hooks/use-item-editor';
import { useMarkItem } from '../hooks/use-mark-item';

/** How long a press lasts before it edits instead of ticking (a phone's own long press is about as long). */
const longPressMs = 500;

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

interface TileProps {
  item: ListItem;
  canTick: boolean;
  /** A long press (or the context menu: a right click, the keyboard's menu key) edits an open good. */
  canEdit: boolean;
  pending: boolean;
  highlighted: boolean;
  onMark: (item: ListItem) => void;
  onEdit: (item: ListItem) => void;
}

/** One good as a tile: its picture, name and amount; a tap ticks it, a long press edits it. */
const Tile = memo(function Tile({ item, canTick, canEdit, pending, highlighted, onMark, onEdit }: TileProps) {
  const { t } = useTexts();
  const lang = useLang();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The press became an edit: the click that ends it does not tick.
  const edited = useRef(false);
  const name = itemName(item, lang);
  const amount = itemAmount(item, lang);
  const look = `relative flex h-full min-h-28 w-full flex-col items-center justify-center gap-1 rounded-2xl p-2 text-center ring-1 transition ${
    item.completed ? 'bg-slate-50 opacity-50 ring-slate-200' : 'bg-white ring-slate-200'
  } ${highlighted ? 'ring-2 ring-amber-400' : ''}`;
  const face = (
    <>
      <GoodsIcon name={item.icon ?? anyGoodIcon} className="size-10" />
      <span className={`line-clamp-2 break-words font-medium text-sm ${item.completed ? 'line-through' : ''}`}>
        {name}
      </span>
      <span className="text-slate-600 text-xs tabular-nums">{amount}</span>
      {pending && (
        <span className="absolute top-1.5 right-1.5 text-sky-800" title={t('tiles.pending')}>
          <ClockIcon className="size-3.5" />
          <span className="sr-only">{t('tiles.pending')}</span>
        </span>
      )}
    </>
  );
  if (!canTick) return <div className={look}>{face}</div>;
  const stop = () => clearTimeout(timer.current);
  const edit = () => {
    stop();
    if (!canEdit || item.completed) return false;
    edited.current = true;
    onEdit(item);
    return true;
  };
  return (
    <button
      type="button"
      aria-pressed={item.completed}
      aria-description={canEdit && !item.completed ? t('tiles.hint') : undefined}
      className={`${look} cursor-pointer select-none hover:ring-brand-700 [-webkit-touch-callout:none]`}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        edited.current = false;
        stop();
        timer.current = setTimeout(edit, longPressMs);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onContextMenu={(event) => {
        if (edit()) event.preventDefault();
      }}
      onClick={() => {
        if (edited.current) {
          edited.current = false;
          return;
        }
        onMark(item);
      }}
    >
      {face}
    </button>
  );
});

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
  return (
    <>
      {allGroups.map((group) => (
        <section key={group.id ?? 'none'} aria-label={group.name || undefined} className="mb-3">
          {groups && (
            <h3 className="mb-1.5 px-1 font-semibold text-slate-700 text-sm">
              {group.name}
              <span className="ml-2 whitespace-nowrap font-normal text-slate-600">
                {t('departments.count', {
                  done: group.items.filter((item) => item.completed).length,
                  total: group.items.length,
                })}
              </span>
            </h3>
          )}
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
            {sinkTicked(group.items).map((item) => (
              <li key={item.id}>
                <Tile
                  item={item}
                  canTick={canTick}
                  canEdit={canChange}
                  pending={pending.has(item.id)}
                  highlighted={item.id === highlightId}
                  onMark={onMark}
                  onEdit={startEditing}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editor}
    </>
  );
}
