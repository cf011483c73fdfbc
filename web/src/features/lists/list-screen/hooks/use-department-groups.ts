import type { ListHeader, ListItem, ShopOrder } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMenu } from '../../../../lib/session/menu';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { categoriesQuery } from '../../../catalogue/api/categories';
import { useShopOrder } from '../../shopping/api/shop-order';
import { useHere, useStores } from '../../shopping/api/stores';
import {
  groupByDepartment,
  type ShopGroup,
  splitForStore,
  useItemsView,
  useTickedRows,
} from '../../shopping/shop-groups';

// The same empty arrays on every render: what is drawn from them is memoised.
const noItems: ListItem[] = [];
const noGroups: ShopGroup[] = [];

/**
 * The list by department, in the view that shows it: the order of the shop the user is in ("I'm at …"), else the
 * list's own; the departments' names are asked for only there (`ready`: once the header is in). In a shop, the goods
 * tied only to the list's other shops are apart (`elsewhere`, shown folded), in the plain view too. Only a shopping list is offered that view
 * (`offered`): a to-do or a packing list has no shop. Those the header lets read them (`can.readShops`: its members)
 * see and pick the list's shops.
 */
export function useDepartmentGroups(
  listId: number,
  ac: string | undefined,
  header: ListHeader | undefined,
  items?: ListItem[],
) {
  const { t } = useTexts();
  const lang = useLang();
  const username = useMenu().data?.username ?? null;
  const offered = header === undefined || header.kind === 'shopping';
  const byDepartment = useItemsView() === 'departments' && header !== undefined && offered;
  const stores = useStores(listId, header?.kind === 'shopping' && header.can.readShops);
  const hereId = useHere(listId, header, username);
  // A shop deleted meanwhile is no shop.
  const store = stores.data?.find((candidate) => candidate.id === hereId) ?? null;
  const listOrder = useShopOrder(listId, ac, byDepartment && store === null);
  const shopOrder = useMemo<ShopOrder | undefined>(
    () => (store ? { order: store.order, arranged: store.arranged } : listOrder.data),
    [store, listOrder.data],
  );
  const categories = useQuery({ ...categoriesQuery, enabled: byDepartment });
  const ticked = useTickedRows();
  const shown = useMemo(() => {
    if (!items) return undefined;
    // The plain view: in a shop, the other shops' goods fold apart all the same.
    if (!byDepartment) {
      if (!store) return undefined;
      const split = splitForStore(items, store.id);
      return { items: split.here, groups: undefined, elsewhere: split.elsewhere, elsewhereGroups: undefined };
    }
    if (!shopOrder || !categories.data) return undefined;
    const split = splitForStore(items, store?.id ?? null);
    const group = (part: ListItem[]) =>
      groupByDepartment(part, shopOrder.order, categories.data, lang, t('departments.other'), ticked);
    return {
      items: split.here,
      groups: group(split.here),
      elsewhere: split.elsewhere,
      elsewhereGroups: group(split.elsewhere),
    };
  }, [byDepartment, items, shopOrder, categories.data, store, lang, t, ticked]);
  return {
    offered,
    shopOrder,
    categories: categories.data,
    /** The list's shops (members of a shopping list), and the one the user is in now. */
    stores: stores.data,
    store,
    /** By department: the goods of the shop (or of all), in groups; undefined in the plain view. */
    groups: shown?.groups,
    /** The goods of the shop (or of all, by department); undefined in the plain view out of any shop. */
    items: shown?.items,
    /** In a shop: the goods only the other shops have, by department in groups of their own. */
    elsewhere: shown?.elsewhere ?? noItems,
    elsewhereGroups: shown?.elsewhereGroups ?? noGroups,
  };
}
