import type { Category, ItemSort, ShopOrder } from '@listok/contract';
import { lazy, useState } from 'react';
import { ChevronDownIcon, LayersIcon, ListIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useTexts } from '../../../../lib/texts';
import type { MenuButtonLook } from '../../shared/components/action-menu';
import { DeferredMenu } from '../../shared/components/deferred-menu';
import { listStyles } from '../../shared/components/styles';
import { useItemsView } from '../shop-groups';

const ItemsViewMenu = lazy(() => import('./items-view-menu').then((module) => ({ default: module.ItemsViewMenu })));
const ArrangeDepartmentsDialog = lazyComponent(() =>
  import('./arrange-departments-dialog').then((module) => module.ArrangeDepartmentsDialog),
);

interface ItemsViewControlProps {
  listId: number;
  /** Members of an active list may arrange the departments. */
  canArrange: boolean;
  /** The list is for shopping: it may show by department (another kind shows the table alone). */
  departmentsOffered: boolean;
  shopOrder: ShopOrder | undefined;
  categories: Category[] | undefined;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  /** The first screenful is drawn: the menu's code loads now. */
  menusReady: boolean;
}

/**
 * Above the items, one control for how they show: the plain table of the spec or by department in the shop's order
 * (remembered on this device), and their order (as the table's column headers sort them on a wider screen); by
 * department, a way to arrange the departments. Its button says what is chosen.
 */
export function ItemsViewControl({
  listId,
  canArrange,
  departmentsOffered,
  shopOrder,
  categories,
  sort,
  onSort,
  menusReady,
}: ItemsViewControlProps) {
  const { t } = useTexts();
  const chosenView = useItemsView();
  const view = departmentsOffered ? chosenView : 'table';
  const [arranging, setArranging] = useState(false);
  const ViewIcon = view === 'departments' ? LayersIcon : ListIcon;
  const viewName = view === 'departments' ? t('departments.viewDepartments') : t('departments.viewTable');
  const sortName = t(`items.sort.${sort}`);
  // Goods on a shopping list; entries on the other kinds.
  const menuLabel = t(departmentsOffered ? 'items.viewAndOrder' : 'items.viewAndOrderEntries');
  const look: MenuButtonLook = {
    icon: <ViewIcon className="size-4 shrink-0" />,
    // Read as "View and order of the goods: List, By time added"; seen as "List · By time added".
    label: (
      <>
        <span className="sr-only">{`${menuLabel}: ${viewName}, ${sortName}`}</span>
        <span aria-hidden="true" className="truncate">{`${viewName} · ${sortName}`}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </>
    ),
    className: `${listStyles.small} min-w-0 bg-white font-medium text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-100`,
  };
  const arrange = view === 'departments' && canArrange && shopOrder && categories ? () => setArranging(true) : null;
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
          />
        )}
      />
      {arranging && shopOrder && categories && (
        <ArrangeDepartmentsDialog
          listId={listId}
          shopOrder={shopOrder}
          categories={categories}
          onClose={() => setArranging(false)}
        />
      )}
    </div>
  );
}
