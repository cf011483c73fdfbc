import { anyGoodIcon, type ListItem } from '@listok/contract';
import { memo, useRef } from 'react';
import { GoodsIcon } from '../../../../components/goods-icon';
import { ClockIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { itemAmount, itemName } from '../../shared/item-view';
import { useClickedTick } from '../hooks/use-clicked-tick';

/** The grid of tiles: three a line on a phone, five from 640 px, seven from 1024 px (long-tiles.tsx counts the same). */
export const tileGrid = 'grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7';

/** How long a press lasts before it edits instead of ticking (a phone's own long press is about as long). */
const longPressMs = 500;

export interface TileProps {
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
export const Tile = memo(function Tile({ item, canTick, canEdit, pending, highlighted, onMark, onEdit }: TileProps) {
  const { t } = useTexts();
  const lang = useLang();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The press became an edit: the click that ends it does not tick.
  const edited = useRef(false);
  // The tile follows a tap at once; the list moves it to the end when its data comes.
  const [completed, tick] = useClickedTick(item, onMark);
  const name = itemName(item, lang);
  const amount = itemAmount(item, lang);
  const look = `relative flex h-full min-h-28 w-full flex-col items-center justify-center gap-1 rounded-2xl p-2 text-center ring-1 transition ${
    completed ? 'bg-slate-50 opacity-50 ring-slate-200' : 'bg-white ring-slate-200'
  } ${highlighted ? 'ring-2 ring-amber-400' : ''}`;
  const face = (
    <>
      <GoodsIcon name={item.icon ?? anyGoodIcon} className="size-10" />
      <span className={`line-clamp-2 break-words font-medium text-sm ${completed ? 'line-through' : ''}`}>{name}</span>
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
      aria-pressed={completed}
      aria-description={canEdit && !completed ? t('tiles.hint') : undefined}
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
        tick();
      }}
    >
      {face}
    </button>
  );
});
