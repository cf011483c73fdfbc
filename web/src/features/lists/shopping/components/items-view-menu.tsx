import type { ItemSort, Store } from '@listok/contract';
import { itemSorts } from '@listok/contract/base';
import type { ReactNode } from 'react';
import { Header, MenuItem, MenuSection, Separator } from 'react-aria-components';
import { CheckIcon, LayersIcon, StoreIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionMenu, type Handover, type MenuButtonLook } from '../../shared/components/action-menu';
import { listStyles } from '../../shared/components/styles';
import {
  type ItemsView,
  setItemsLayout,
  setItemsView,
  setTickedRows,
  useItemsLayout,
  useItemsView,
  useTickedRows,
} from '../shop-groups';

interface ItemsViewMenuProps {
  look: MenuButtonLook;
  /** What the menu is called: the view and order of the goods, or of the entries on another kind of list. */
  menuLabel: string;
  /** From the button that stood in while this code loaded (shared/components/deferred-menu.tsx). */
  handover?: Handover;
  /** The list may show by department: the choice of view is offered. */
  views: boolean;
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
  /** Opens the arranging of the departments, where the user may (by department, a member of an active list). */
  onArrange: (() => void) | null;
  /**
   * "I'm at …", where the user may (a member of an active shopping list): the list's shops, the one the user is in
   * (null: none), a pick, and the way to the shops' dialog.
   */
  shops: {
    stores: readonly Store[];
    here: number | null;
    onPick: (store: number | null) => void;
    onManage: () => void;
  } | null;
}

const heading = 'px-3 pt-2 pb-1 font-semibold text-slate-600 text-xs';

/** A choice of a group: a tick before the chosen one. */
function Choice({ id, children }: { id: string; children: ReactNode }) {
  return (
    <MenuItem id={id} className={listStyles.menuItem}>
      {({ isSelected }) => (
        <>
          <CheckIcon className={`size-5 shrink-0 text-brand-700 ${isSelected ? '' : 'invisible'}`} />
          {children}
        </>
      )}
    </MenuItem>
  );
}

/** The first key of a selection of one (React Aria answers a set, or 'all' for none of ours). */
const chosen = (keys: 'all' | Set<string | number>) => (keys === 'all' ? undefined : String([...keys][0] ?? ''));

const tickedAtEnd = 'tickedAtEnd';

/** A shop's key among the menu's choices (`null`: in no shop). */
const hereKey = (store: number | null) => `here:${store ?? 'none'}`;

/**
 * The menu of items-view-control.tsx: the shop the user is in (one tap) and the shops' dialog, the view, the order,
 * where ticked rows go, and (by department) arranging the departments.
 */
export function ItemsViewMenu({
  look,
  menuLabel,
  handover,
  views,
  sort,
  onSort,
  onArrange,
  shops,
}: ItemsViewMenuProps) {
  const { t } = useTexts();
  const view = useItemsView();
  const layout = useItemsLayout();
  const ticked = useTickedRows();
  return (
    <ActionMenu {...look} menuLabel={menuLabel} handover={handover}>
      {shops && shops.stores.length > 0 && (
        <MenuSection
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[hereKey(shops.here)]}
          onSelectionChange={(keys) => {
            const next = shops.stores.find((store) => hereKey(store.id) === chosen(keys));
            if (next) shops.onPick(next.id);
            else if (chosen(keys) === hereKey(null)) shops.onPick(null);
          }}
        >
          <Header className={heading}>{t('shops.here')}</Header>
          {shops.stores.map((store) => (
            <Choice key={store.id} id={hereKey(store.id)}>
              <span className="min-w-0 break-words">{store.name}</span>
            </Choice>
          ))}
          <Choice id={hereKey(null)}>{t('shops.nowhere')}</Choice>
        </MenuSection>
      )}
      {shops && (
        <MenuSection aria-label={t('shops.manage')}>
          <MenuItem onAction={shops.onManage} className={listStyles.menuItem}>
            <StoreIcon className="size-5 shrink-0 text-slate-500" />
            {t(shops.stores.length > 0 ? 'shops.manage' : 'shops.add')}
          </MenuItem>
        </MenuSection>
      )}
      {shops && <Separator className={listStyles.menuSeparator} />}
      {views && (
        <MenuSection
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const next = chosen(keys);
            if (next === 'table' || next === 'departments') setItemsView(next satisfies ItemsView);
          }}
        >
          <Header className={heading}>{t('departments.view')}</Header>
          <Choice id="table">{t('departments.viewTable')}</Choice>
          <Choice id="departments">{t('departments.viewDepartments')}</Choice>
        </MenuSection>
      )}
      {views && (
        <MenuSection
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[layout]}
          onSelectionChange={(keys) => {
            const next = chosen(keys);
            if (next === 'rows' || next === 'tiles') setItemsLayout(next);
          }}
        >
          <Header className={heading}>{t('tiles.layout')}</Header>
          <Choice id="rows">{t('tiles.rows')}</Choice>
          <Choice id="tiles">{t('tiles.tiles')}</Choice>
        </MenuSection>
      )}
      {views && <Separator className={listStyles.menuSeparator} />}
      <MenuSection
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[sort]}
        onSelectionChange={(keys) => {
          const next = itemSorts.find((option) => option === chosen(keys));
          if (next) onSort(next);
        }}
      >
        <Header className={heading}>{t('items.order')}</Header>
        {itemSorts.map((option) => (
          <Choice key={option} id={option}>
            {t(`items.sort.${option}`)}
          </Choice>
        ))}
      </MenuSection>
      {/* A switch (a choice of one that can be none): ticked rows at the end, or in place. */}
      <MenuSection
        aria-label={t('items.tickedAtEnd')}
        selectionMode="multiple"
        selectedKeys={ticked === 'end' ? [tickedAtEnd] : []}
        onSelectionChange={(keys) => setTickedRows(keys === 'all' || keys.has(tickedAtEnd) ? 'end' : 'inPlace')}
      >
        <Choice id={tickedAtEnd}>{t('items.tickedAtEnd')}</Choice>
      </MenuSection>
      {onArrange && <Separator className={listStyles.menuSeparator} />}
      {onArrange && (
        <MenuSection aria-label={t('departments.arrange')}>
          <MenuItem onAction={onArrange} className={listStyles.menuItem}>
            <LayersIcon className="size-5 shrink-0 text-slate-500" />
            {t('departments.arrange')}
          </MenuItem>
        </MenuSection>
      )}
    </ActionMenu>
  );
}
