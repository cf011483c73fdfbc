import type { Category, ItemSort, ShopOrder, Store } from '@listok/contract';
import { lazy, memo, useState } from 'react';
import { ChevronDownIcon, LayersIcon, ListIcon, StoreIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import { queueChange } from '../../offline/item-changes';
import type { MenuButtonLook } from '../../shared/components/action-menu';
import { DeferredMenu } from '../../shared/components/deferred-menu';
import { listStyles } from '../../shared/components/styles';
import { setItemsView, useItemsLayout, useItemsView } from '../shop-groups';

const ItemsViewMenu = lazy(() => import('./items-view-menu').then((module) => ({ default: module.ItemsViewMenu })));
const ArrangeDepartmentsDialog = lazyComponent(() =>
  import('./arrange-departments-dialog').then((module) => module.ArrangeDepartmentsDialog),
);
const StoresDialog = lazyComponent(() => import('./stores-dialog').then((module) => module.StoresDialog));

interface ItemsViewControlProps {
  listId: number;
  /** Members of an active list may arrange the departments. */
  canArrange: boolean;
  /** The list is for shopping: it may show by department (another kind shows the table alone). */
  departmentsOffered: boolean;
  /** The order of the departments: the shop's the user is in, else the list's. */
  shopOrder: ShopOrder | undefined;
  categories: Category[] | undefined;
  /** The list's shops (members of a shopping list), and the one the user is in now. */
  stores: Store[] | undefined;
  store: Store | null;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  /** The first screenful is drawn: the menu's code loads now. */
  menusReady: boolean;
}

/**
 * Above the items, one control for how they show: on a shopping list, the shop the user is in ("I'm at Ашан": its
 * order, its goods first) and the list's shops; the plain table of the spec or by department in the shop's order
 * (remembered on this device), and their order (as the table's column headers sort them on a wider screen); by
 * department, a way to arrange the departments. Its button says what is chosen. Memoised: a tick draws the items
 * again, not this menu.
 */
export const ItemsViewControl = memo(function ItemsViewControl({
  listId,
  canArrange,
  departmentsOffered,
  shopOrder,
  categories,
  stores,
  store,
  sort,
  onSort,
  menusReady,
}: ItemsViewControlProps) {
  const { t } = useTexts();
  const chosenView = useItemsView();
  const view = departmentsOffered ? chosenView : 'table';
  const [dialog, setDialog] = useState<'arrange' | 'stores' | null>(null);
  const ViewIcon = store ? StoreIcon : view === 'departments' ? LayersIcon : ListIcon;
  const layout = useItemsLayout();
  const tiles = departmentsOffered && layout === 'tiles';
  // «Списком», «По отделам»; as tiles «Плитками», «По отделам, плитками».
  const viewName =
    view === 'departments'
      ? [t('departments.viewDepartments'), ...(tiles ? [t('tiles.tilesShort')] : [])].join(', ')
      : t(tiles ? 'tiles.tiles' : 'departments.viewTable');
  const sortName = t(`items.sort.${sort}`);
  // Goods on a shopping list; entries on the other kinds.
  const menuLabel = t(departmentsOffered ? 'items.viewAndOrder' : 'items.viewAndOrderEntries');
  const look: MenuButtonLook = {
    icon: <ViewIcon className="size-4 shrink-0" />,
    // Read as "View and order of the goods: List, By time added"; seen as "List · By time added".
    label: (
      <>
        <span className="sr-only">{`${menuLabel}: ${[store?.name, viewName, sortName].filter(Boolean).join(', ')}`}</span>
        {/* A long shop name wraps onto a second line rather than cutting the view and order off on a phone. */}
        <span aria-hidden="true" className="line-clamp-2 min-w-0 whitespace-normal break-words text-left">
          {[store?.name, viewName, sortName].filter(Boolean).join(' · ')}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </>
    ),
    className: `${listStyles.small} min-w-0 bg-white font-medium text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-100`,
  };
  const arrange = view === 'departments' && canArrange && shopOrder && categories ? () => setDialog('arrange') : null;
  // In a shop the view is by department, in its order; the pick goes out with the ticks (offline too).
  const pick = (picked: number | null) => {
    const name = stores?.find((one) => one.id === picked)?.name ?? '';
    void queueChange({ kind: 'here', listId, rowId: 0, store: picked }, name);
    if (picked !== null) setItemsView('departments');
  };
  const shops =
    canArrange && departmentsOffered && stores
      ? { stores, here: store?.id ?? null, onPick: pick, onManage: () => setDialog('stores') }
      : null;
  return (
    <div className="mb-2 flex min-w-0 justify-end print:hidden">
      <DeferredMenu
        load={menusReady}
        {...look}
        menu={(handover) => (
          <ItemsViewMenu
            look={look}
            menuLabel={menuLabel}
            handover={handover}
            views={departmentsOffered}
            sort={sort}
            onSort={onSort}
            onArrange={arrange}
            shops={shops}
          />
        )}
      />
      {dialog === 'arrange' && shopOrder && categories && (
        <ArrangeDepartmentsDialog
          listId={listId}
          store={store}
          shopOrder={shopOrder}
          categories={categories}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'stores' && stores && (
        <StoresDialog listId={listId} stores={stores} onClose={() => setDialog(null)} />
      )}
    </div>
  );
});
