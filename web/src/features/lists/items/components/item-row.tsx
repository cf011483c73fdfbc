import type { ListItem, ListKind, StoreRef } from '@listok/contract';
import { webAddress } from '@listok/contract/base';
import { lazy, memo, Suspense, useCallback, useContext, useEffect, useId, useRef } from 'react';
import { GoodsIcon } from '../../../../components/goods-icon';
import { IconBadge } from '../../../../components/icon-badge';
import { CheckIcon, ClockIcon, ExternalLinkIcon, PencilIcon, TrashIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { DayAndTime } from '../../shared/components/day-and-time';
import { listStyles } from '../../shared/components/styles';
import { itemAmount, itemName, packingCount } from '../../shared/item-view';
import { kindKey } from '../../shared/kind-words';
import { RowExtrasContext } from '../../shared/row-extras';
import { useClickedTick } from '../hooks/use-clicked-tick';
import type { RowPlace } from '../rows-shown';
import { ItemPicture } from './item-picture';
import { ReplacedNote, TickedBy } from './row-notes';
import { StoreTag } from './store-tag';

// What only one kind of list's rows show loads with that list's first row: a wish's reservation (and its call), a
// to-do's due and doer. Shopping lists, the most opened, do not carry them.
const WishReservation = lazy(() =>
  import('../../wishes/components/wish-reservation').then((module) => ({ default: module.WishReservation })),
);
const TodoFacts = lazy(() => import('./item-due').then((module) => ({ default: module.TodoFacts })));

export interface ItemRowProps {
  item: ListItem;
  number: number;
  /** The caller may tick (`can.tick`), and edit and delete open items (`can.changeItems`). */
  canTick: boolean;
  canChange: boolean;
  /** The list's kind, for its words («сделано» on a to-do list). */
  kind?: ListKind | undefined;
  highlighted: boolean;
  /** A change of this item is not yet confirmed by the server (made offline, or on its way). */
  pending: boolean;
  onMark: (item: ListItem) => void;
  onEdit: (item: ListItem) => void;
  onDelete: (item: ListItem) => void;
  /** The list's shops, to name the one a good is tied to (undefined where the list has none or they are not known). */
  stores?: readonly StoreRef[] | undefined;
  /** Its place among the drawn rows of a long list (long-item-bodies.tsx): measured there, numbered for readers. */
  place?: RowPlace | undefined;
}

/** The pencil at a phone row's line end: narrower than a toolbar's button, as the row's line is the name's room. */
const compactPencil =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-xl transition-colors hover:bg-slate-100';

/**
 * The amount and the pencil; a packing entry's count stands after its name instead (`packingCount`). `compact`: on a
 * phone's row line.
 */
function Amount({
  item,
  onEdit,
  canEdit,
  compact = false,
}: {
  item: ListItem;
  onEdit: () => void;
  canEdit: boolean;
  compact?: boolean;
}) {
  const { t } = useTexts();
  const lang = useLang();
  const name = itemName(item, lang);
  return (
    <span className="inline-flex items-center gap-0.5">
      <span className="whitespace-nowrap tabular-nums">{packingCount(item, lang) ? '' : itemAmount(item, lang)}</span>
      {canEdit && (
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('items.edit', { name })}
          title={t('items.edit', { name })}
          className={`${compact ? compactPencil : listStyles.icon} -my-2 text-slate-500 hover:text-brand-800`}
        >
          <PencilIcon className="size-[1.125rem]" />
        </button>
      )}
    </span>
  );
}

/**
 * The tick box, drawn by us rather than the browser: an open one reads as a box to press in both themes (the browser's
 * own turns a dim grey in the dark one), a ticked one is filled with the brand's green under a check mark.
 */
export const tickBox =
  'peer size-7 cursor-pointer appearance-none rounded-md border-2 border-slate-500 bg-white transition-colors hover:border-brand-700 checked:border-brand-700 checked:bg-brand-700';

/**
 * One item (spec §2): number; name with its details (and the shops that have it) underneath; amount with unit and a
 * pencil; time added on two lines; the completed toggle; the trash. Completed items cannot be edited or deleted and
 * look marked. Compact (issue 51): the name, its note and details, and on a phone the amount with its pencil share one
 * line where they fit; a tap on the name marks it, as in a shop with one free hand.
 *
 * Memoised: an answer or a tick redraws only the rows whose item changed (the query cache and the offline changes
 * keep the objects of unchanged items), which keeps a 2,000-item list responsive. The callbacks must be stable.
 */
export const ItemRow = memo(function ItemRow({
  item,
  number,
  canTick,
  canChange,
  kind,
  highlighted,
  pending,
  onMark,
  onEdit,
  onDelete,
  stores,
  place,
}: ItemRowProps) {
  const { t } = useTexts();
  const lang = useLang();
  const toggleId = useId();
  const { TickPrice } = useContext(RowExtrasContext);
  const [ticked, tick] = useClickedTick(item, onMark);
  const row = useRef<HTMLTableRowElement>(null);
  const name = itemName(item, lang);
  // «Носки · 3 пары»: the count of a packing entry reads with its name, its counting word no note of its own.
  const count = packingCount(item, lang);
  const href = webAddress(item.link);
  const changeable = canChange && !item.completed;
  // The same ref while the window measures the same way: a new one each drawing measured the row again (a layout read
  // in the commit) whenever it was drawn, as every drawn row is when a tick moves the rows under it by one. Its size
  // is kept by its item, wherever it moves, and its changes come from the window's resize observer.
  const measure = place?.measure;
  const rowRef = useCallback(
    (element: HTMLTableRowElement | null) => {
      row.current = element;
      measure?.(element);
    },
    [measure],
  );

  // At once, not smoothly: a page still scrolling closes the add box's suggestions (React Aria closes a popover when its
  // page scrolls), and the next product is often typed right after the last one was added. For the same reason not at
  // all once the user types the next one: on a slow connection the row may come while its suggestions are open.
  useEffect(() => {
    if (highlighted && !typingInTheAddBox()) row.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [highlighted]);

  // Compact (issue 51): the note and the product's details read on the name's line, muted, where they fit.
  const nameText = (
    <>
      <span
        className={`break-words font-medium ${item.completed ? 'text-slate-500 line-through decoration-2' : 'text-slate-900'}`}
      >
        {name}
        {count && <span className="font-normal"> · {count}</span>}
      </span>
      {item.note && !count && <span className="break-words text-slate-700 text-sm"> · {item.note}</span>}
      {item.details && <span className="break-words text-slate-500 text-sm"> · {item.details}</span>}
    </>
  );

  return (
    // Scrolled to with room for the sticky bar and add box above it.
    <tr
      ref={rowRef}
      data-index={place?.index}
      aria-rowindex={place?.rowIndex}
      className={`scroll-mt-36 scroll-mb-4 transition-colors ${highlighted ? 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-400)]' : item.completed ? 'bg-slate-50' : 'bg-white'}`}
    >
      <td className="hidden px-3 py-3 align-middle text-slate-500 text-sm tabular-nums sm:table-cell">{number}</td>
      <td className="py-1.5 pr-0 pl-2 align-middle sm:px-3 sm:py-2">
        <div className="flex items-center gap-1">
          {item.picture ? (
            <ItemPicture itemRowId={item.id} version={item.picture} />
          ) : (
            item.icon && (
              <GoodsIcon name={item.icon} className={`mr-0.5 size-5 sm:size-6 ${item.completed ? 'opacity-50' : ''}`} />
            )
          )}
          {canTick ? (
            <label htmlFor={toggleId} className="min-w-0 cursor-pointer py-0.5">
              {nameText}
            </label>
          ) : (
            <span className="min-w-0 py-0.5">{nameText}</span>
          )}
          {pending && (
            <IconBadge icon={ClockIcon} text={t('offline.pending')} className="mt-0.5 bg-sky-100 text-sky-900" />
          )}
          {href && (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('items.openLink', { name })}
              title={t('items.openLink', { name })}
              className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
            >
              <ExternalLinkIcon className="size-4" />
            </a>
          )}
          {/* On a phone the amount and its pencil end the name's line (a column of their own on a wider screen). */}
          <span
            className={`ml-auto shrink-0 pl-1 text-sm sm:hidden ${item.completed ? 'text-slate-500' : 'text-slate-700'}`}
          >
            <Amount item={item} onEdit={() => onEdit(item)} canEdit={changeable} compact />
          </span>
        </div>
        {item.kind === 'todo' && (item.due || item.assignee) && (
          <Suspense fallback={null}>
            <TodoFacts item={item} />
          </Suspense>
        )}
        {item.kind === 'shopping' && stores && <StoreTag ids={item.stores} stores={stores} />}
        {/* A repeating to-do stays open: its last completion is told all the same. */}
        {(item.completed || (item.kind === 'todo' && item.repeat)) && item.completed_by && (
          <TickedBy name={item.completed_by} at={item.completed_at ?? null} />
        )}
        {item.replaced && <ReplacedNote replaced={item.replaced} />}
        {item.kind === 'shopping' && (item.completed || item.price != null) && canTick && TickPrice && (
          <Suspense fallback={null}>
            <TickPrice item={item} />
          </Suspense>
        )}
        {item.kind === 'wishlist' && (
          <Suspense fallback={null}>
            <WishReservation item={item} />
          </Suspense>
        )}
      </td>
      <td
        className={`hidden px-3 py-3 align-middle sm:table-cell ${item.completed ? 'text-slate-500' : 'text-slate-800'}`}
      >
        <Amount item={item} onEdit={() => onEdit(item)} canEdit={changeable} />
      </td>
      <td className="hidden px-3 py-3 align-middle text-slate-600 text-sm md:table-cell">
        <DayAndTime text={item.added_at} />
      </td>
      <td className="p-0 text-center align-middle sm:px-3 sm:py-1">
        {canTick ? (
          // The whole cell ticks, not only the box: a thumb in a shop does not aim.
          <label className="flex min-h-12 w-full cursor-pointer items-center justify-center">
            <span className="relative inline-flex">
              <input
                id={toggleId}
                type="checkbox"
                checked={ticked}
                onChange={tick}
                aria-label={t('items.mark', { name })}
                className={tickBox}
              />
              <CheckIcon className="pointer-events-none invisible absolute inset-0 m-auto size-5 text-white peer-checked:visible" />
            </span>
          </label>
        ) : (
          <span className="inline-flex size-12 items-center justify-center">
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-full ${item.completed ? 'bg-brand-700 text-white' : 'border-2 border-slate-300 border-dashed'}`}
            >
              {item.completed && <CheckIcon className="size-4" />}
            </span>
            <span className="sr-only">
              {item.completed ? t(kindKey(kind, 'completed')) : t(kindKey(kind, 'notCompleted'))}
            </span>
          </span>
        )}
      </td>
      {canChange && (
        <td className="p-0 text-center align-middle sm:px-3 sm:py-1">
          {changeable && (
            <button
              type="button"
              onClick={() => onDelete(item)}
              aria-label={t('items.delete', { name })}
              title={t('items.delete', { name })}
              className={`${listStyles.icon} text-slate-500 hover:bg-red-50 hover:text-red-700`}
            >
              <TrashIcon />
            </button>
          )}
        </td>
      )}
    </tr>
  );
});

/** The focus is in a combobox (the add box) that holds text: the user has moved on to the next product. */
function typingInTheAddBox(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement && active.getAttribute('role') === 'combobox' && active.value !== '';
}
