import type { ItemSort, ListItem, ListKind, StoreRef } from '@listok/contract';
import { lazy, memo, type RefObject, Suspense, useState } from 'react';
import { SortHeader } from '../../../../components/sort-header';
import { TableCard } from '../../../../components/table-card';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { queueChange } from '../../offline/item-changes';
import { ActionDialog } from '../../shared/components/action-dialog';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { itemName } from '../../shared/item-view';
import { kindKey } from '../../shared/kind-words';
import type { ShopGroup } from '../../shopping/shop-groups';
import { useItemEditor } from '../hooks/use-item-editor';
import { useMarkItem } from '../hooks/use-mark-item';
import { firstRowsOf, longListRows, type RowPlace, screenfulRows, useRowsShown } from '../rows-shown';
import { ItemRow } from './item-row';
import type { RowGroup } from './long-item-bodies';

// Loaded for a long list only: the rows on and near the screen (issue 51).
const LongItemBodies = lazy(() => import('./long-item-bodies'));

interface ItemsTableProps {
  listId: number;
  items: ListItem[];
  /** Items with changes not yet confirmed by the server. */
  pending: ReadonlySet<number>;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  /** The caller may tick (`can.tick`), and edit and delete open items (`can.changeItems`). */
  canTick: boolean;
  canChange: boolean;
  /** The list's kind, for its words («Сделано» on a to-do list). */
  kind?: ListKind | undefined;
  highlightId: number | null;
  /** Where the focus goes once a deleted row (and its trash button) is gone. */
  focusAfterDelete: RefObject<HTMLElement | null>;
  /** The items by department in the shop's order (the departments view); the plain table without. */
  groups?: ShopGroup[] | undefined;
  /** The number of the first row: a table that goes on from another (a shop's goods, then the other shops'). */
  numberFrom?: number;
  /** The list's shops (a shopping list's members): the rows name a good's shop, the edit dialog ties goods to them. */
  stores?: readonly StoreRef[] | undefined;
}

const headClass = 'px-3 py-1 text-left font-semibold text-slate-600 text-sm';

/** The items of a list (spec §2) with their dialogs: edit (amount, unit, link) and delete. */
export const ItemsTable = memo(function ItemsTable({
  listId,
  items,
  pending,
  sort,
  onSort,
  canTick,
  canChange,
  kind,
  highlightId,
  focusAfterDelete,
  groups,
  numberFrom = 1,
  stores,
}: ItemsTableProps) {
  const { t } = useTexts();
  const lang = useLang();
  const { startEditing, editor } = useItemEditor(listId, stores);
  const [deleting, setDeleting] = useState<ListItem | null>(null);
  const allGroups: ShopGroup[] = groups ?? [{ id: null, name: '', items }];
  // A long list draws the rows on and near the screen; a shorter one is drawn in steps, the first screenfuls at once
  // (rows-shown.ts).
  const long = items.length > longListRows;
  const rowsShown = useRowsShown(long ? 0 : items.length);
  const onMark = useMarkItem(listId);

  // A deletion is confirmed in its dialog and goes out at once, so the other members see it go: no undo after it
  // (docs/behaviour.md, Undo).
  const confirmDelete = () => {
    if (!deleting) return;
    void queueChange({ kind: 'remove', listId, rowId: deleting.id }, itemName(deleting, lang));
    closeDialogAndFocus(() => setDeleting(null), focusAfterDelete);
  };

  const rowOf = (item: ListItem, number: number, place?: RowPlace) => (
    <ItemRow
      key={item.id}
      item={item}
      number={number}
      canTick={canTick}
      canChange={canChange}
      kind={kind}
      highlighted={item.id === highlightId}
      pending={pending.has(item.id)}
      onMark={onMark}
      onEdit={startEditing}
      onDelete={setDeleting}
      stores={stores}
      place={place}
    />
  );

  // The heading sits in the name column, with a cell under every other column, so the columns keep their widths at
  // every screen size (a spanning cell would count the columns a phone hides).
  const headingOf = (group: RowGroup, place?: RowPlace) => (
    <tr
      key={`group-${group.id}`}
      className="bg-slate-100/70"
      ref={place?.measure}
      data-index={place?.index}
      aria-rowindex={place?.rowIndex}
    >
      <td className="hidden sm:table-cell" />
      <th scope="rowgroup" className="px-3 py-1.5 text-left font-semibold text-slate-700 text-sm">
        {group.name}
        {/* «1 из 3» never breaks across lines, however long the department's name. */}
        <span className="ml-2 whitespace-nowrap font-normal text-slate-600">
          {t('departments.count', {
            done: group.items.filter((item) => item.completed).length,
            total: group.items.length,
          })}
        </span>
      </th>
      <td className="hidden sm:table-cell" />
      <td className="hidden md:table-cell" />
      <td />
      {canChange && <td />}
    </tr>
  );

  /** Each group's body with its first rows drawn now (`firstRowsOf`). */
  const bodiesOf = (drawn: ReturnType<typeof firstRowsOf<ShopGroup>>) =>
    drawn.map(({ group, rows }, groupIndex) => {
      const first = allGroups.slice(0, groupIndex).reduce((sum, earlier) => sum + earlier.items.length, numberFrom);
      return (
        <tbody key={group.id ?? 'none'} className="divide-y divide-slate-100">
          {groups && headingOf(group)}
          {rows.map((item, index) => rowOf(item, first + index))}
        </tbody>
      );
    });

  return (
    <>
      <TableCard>
        <table
          className="w-full table-fixed border-collapse"
          // A long list draws some of its rows: the table says how many there are (with its head row).
          aria-rowcount={long ? items.length + (groups?.length ?? 0) + 1 : undefined}
        >
          <caption className="sr-only">{t(kindKey(kind, 'caption'))}</caption>
          {/* On a phone the headers are for screen readers only (no height): the rows start at the top of the card, and
              the view-and-order control above the table sorts. */}
          <thead className="bg-slate-50/60 sm:border-slate-200 sm:border-b">
            <tr aria-rowindex={long ? 1 : undefined}>
              <th scope="col" className={`${headClass} hidden w-14 sm:table-cell`}>
                {t('items.number')}
              </th>
              <th scope="col" className="p-0 sm:hidden">
                <span className="sr-only">{t(kindKey(kind, 'itemName'))}</span>
              </th>
              <SortHeader
                label={t(kindKey(kind, 'itemName'))}
                field="name"
                sort={sort}
                onSort={onSort}
                className="hidden sm:table-cell"
              />
              <th scope="col" className={`${headClass} hidden w-40 sm:table-cell`}>
                {t('items.amount')}
              </th>
              <SortHeader
                label={t('items.added_at')}
                field="added_at"
                sort={sort}
                onSort={onSort}
                className="hidden w-44 md:table-cell"
              />
              <th scope="col" className={`${headClass} w-12 text-center max-sm:p-0 sm:w-24`}>
                <span className="sr-only sm:not-sr-only">{t(kindKey(kind, 'done'))}</span>
              </th>
              {canChange && (
                <th scope="col" className={`${headClass} w-11 max-sm:p-0 sm:w-20`}>
                  <span className="sr-only">{t('items.remove')}</span>
                </th>
              )}
            </tr>
          </thead>
          {long ? (
            // Until its code is here, a screenful.
            <Suspense fallback={bodiesOf(firstRowsOf(allGroups, screenfulRows))}>
              <LongItemBodies
                groups={allGroups}
                numberFrom={numberFrom}
                heading={groups && headingOf}
                row={rowOf}
                highlightId={highlightId}
              />
            </Suspense>
          ) : (
            bodiesOf(firstRowsOf(allGroups, rowsShown))
          )}
        </table>
      </TableCard>
      {editor}
      <ActionDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(kindKey(kind, 'deleteTitle'))}
        onConfirm={confirmDelete}
        confirmLabel={t('dialogs.deleteItem.confirm')}
        cancelLabel={t('dialogs.cancel')}
        destructive
      >
        <p>{t(kindKey(kind, 'deleteText'), { name: deleting ? itemName(deleting, lang) : '' })}</p>
      </ActionDialog>
    </>
  );
});
