import type { ItemSort, ListCan, ListItem, ListKind } from '@listok/contract';
import { lazy, type RefObject, Suspense, useCallback, useMemo, useState } from 'react';
import { useMenu } from '../../../../lib/session/menu';
import { useTexts } from '../../../../lib/texts/texts';
import { ItemsTable } from '../../items/components/items-table';
import { kindKey } from '../../shared/kind-words';
import { ItemsViewControl } from '../../shopping/components/items-view-control';
import { sinkTicked, useItemsLayout, useTickedRows } from '../../shopping/shop-groups';
import type { TodoView } from '../../todos/components/todo-view-control';
import { byDue, mineOnly } from '../../todos/todo-view';
import type { useDepartmentGroups } from '../hooks/use-department-groups';
import { ElsewhereItems } from './elsewhere-items';

/** A to-do list's view toggles: loaded with a to-do list only. */
const TodoViewControl = lazy(() =>
  import('../../todos/components/todo-view-control').then((module) => ({ default: module.TodoViewControl })),
);
/** A shopping list's goods as tiles, when the user chose them: loaded then. */
const ItemTiles = lazy(() =>
  import('../../items/components/item-tiles').then((module) => ({ default: module.ItemTiles })),
);

interface ItemsSectionProps {
  listId: number;
  /** The list's kind (its words); undefined until the header is in. */
  kind: ListKind | undefined;
  /** The items as drawn (with the changes not yet sent); undefined until they are in. */
  items: ListItem[] | undefined;
  pending: ReadonlySet<number>;
  /** The list's header is in. */
  headerKnown: boolean;
  /** The items could not be read (the screen's error bar says why). */
  failed: boolean;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  can: ListCan;
  highlightId: number | null;
  /** The section's heading: where the focus goes when the control that had it goes away. */
  heading: RefObject<HTMLHeadingElement | null>;
  menusReady: boolean;
  departments: ReturnType<typeof useDepartmentGroups>;
}

/** The items of a list: a loading line, the empty list's words, or the view control over the table. */
export function ItemsSection(props: ItemsSectionProps) {
  const { t } = useTexts();
  const { listId, can, departments } = props;
  const todo = props.kind === 'todo';
  const username = useMenu().data?.username ?? null;
  const [todoView, setTodoView] = useState<TodoView>({ byDue: true, mine: false });
  // A to-do list by due and, on asking, only the user's own to-dos (todo-view.ts).
  const items = useMemo(() => {
    if (!todo || props.items === undefined) return props.items;
    const shown = todoView.mine ? mineOnly(props.items, username) : props.items;
    return todoView.byDue ? byDue(shown) : shown;
  }, [todo, props.items, todoView, username]);
  // The plain view sinks ticked rows to the end, unless the user keeps them in place (by department, each department
  // does: use-department-groups.ts).
  const ticked = useTickedRows();
  const tiles = useItemsLayout() === 'tiles' && departments.offered;
  // The same arrays and callbacks while the items stay the same: the table is memoised, and a tick redraws the screen
  // at once (its box shows the tick) while the rows it moves come in a deferred redraw (use-list-screen.ts).
  const mainItems = departments.items ?? items;
  const shown = useMemo(
    () => (mainItems && !departments.groups && ticked === 'end' ? sinkTicked(mainItems) : mainItems),
    [mainItems, departments.groups, ticked],
  );
  const elsewhere = useMemo(
    () => (departments.elsewhereGroups || ticked !== 'end' ? departments.elsewhere : sinkTicked(departments.elsewhere)),
    [departments.elsewhere, departments.elsewhereGroups, ticked],
  );
  // A column's sort asked for on a to-do list leaves the order by due.
  const parentSort = props.onSort;
  const onSort = useCallback(
    (sort: ItemSort) => {
      if (todo && todoView.byDue) setTodoView({ ...todoView, byDue: false });
      parentSort(sort);
    },
    [todo, todoView, parentSort],
  );
  const table = {
    listId,
    pending: props.pending,
    sort: props.sort,
    onSort,
    canTick: can.tick,
    canChange: can.changeItems,
    kind: props.kind,
    highlightId: props.highlightId,
    focusAfterDelete: props.heading,
    stores: departments.stores,
  };
  // Until the header is known, only a loading line: the members, link and search it brings then appear together with
  // the items instead of pushing them down one by one (no layout shift).
  if (!props.headerKnown) {
    return (
      <p role="status" className="mt-4 py-10 text-center text-slate-500">
        {t('items.loading')}
      </p>
    );
  }
  return (
    <section aria-labelledby={`items-${listId}`} className="mt-3 sm:mt-4">
      <h2 id={`items-${listId}`} ref={props.heading} tabIndex={-1} className="sr-only">
        {t(kindKey(props.kind, 'heading'))}
      </h2>
      {props.failed && items === undefined ? null : items === undefined ? (
        <p role="status" className="py-10 text-center text-slate-500">
          {t('items.loading')}
        </p>
      ) : props.items?.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">
          {can.changeItems ? t(kindKey(props.kind, 'empty')) : t('items.emptyReadOnly')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-x-2">
            {todo && (
              <Suspense fallback={null}>
                <TodoViewControl view={todoView} onChange={setTodoView} />
              </Suspense>
            )}
            {/* By due, the to-do list's own order replaces the sorts of the view control. */}
            {!(todo && todoView.byDue) && (
              <div className="ml-auto min-w-0">
                <ItemsViewControl
                  listId={listId}
                  canArrange={can.changeItems}
                  departmentsOffered={departments.offered}
                  shopOrder={departments.shopOrder}
                  categories={departments.categories}
                  stores={departments.stores}
                  store={departments.store}
                  sort={props.sort}
                  onSort={props.onSort}
                  menusReady={props.menusReady}
                />
              </div>
            )}
          </div>
          {todo && todoView.mine && items.length === 0 && (
            <p className="rounded-2xl bg-white px-4 py-6 text-center text-slate-600 ring-1 ring-slate-200">
              {t('todoView.noneMine')}
            </p>
          )}
          {shown &&
            shown.length > 0 &&
            (tiles ? (
              <Suspense fallback={null}>
                <ItemTiles {...table} items={shown} groups={departments.groups} />
              </Suspense>
            ) : (
              <ItemsTable {...table} items={shown} groups={departments.groups} />
            ))}
          {elsewhere.length > 0 && (
            <ElsewhereItems
              {...table}
              items={elsewhere}
              groups={departments.elsewhereGroups}
              numberFrom={(shown?.length ?? 0) + 1}
            />
          )}
        </>
      )}
    </section>
  );
}
