import type { ListHeader, ListItem } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTexts } from '../../../../lib/texts';
import { useLang } from '../../../../lib/use-lang';
import { categoriesQuery } from '../../../catalogue/api/categories';
import { useShopOrder } from '../../shopping/api/shop-order';
import { groupByDepartment, useItemsView } from '../../shopping/shop-groups';

/**
 * The list by department, in the view that shows it: the shop's order of the list and the departments' names are
 * asked for only there (`ready`: once the header is in). Only a shopping list is offered that view (`offered`): a
 * to-do or a packing list has no shop.
 */
export function useDepartmentGroups(
  listId: number,
  ac: string | undefined,
  header: ListHeader | undefined,
  items?: ListItem[],
) {
  const { t } = useTexts();
  const lang = useLang();
  const offered = header === undefined || header.kind === 'shopping';
  const byDepartment = useItemsView() === 'departments' && header !== undefined && offered;
  const shopOrder = useShopOrder(listId, ac, byDepartment);
  const categories = useQuery({ ...categoriesQuery, enabled: byDepartment });
  const groups = useMemo(
    () =>
      byDepartment && items && shopOrder.data && categories.data
        ? groupByDepartment(items, shopOrder.data.order, categories.data, lang, t('departments.other'))
        : undefined,
    [byDepartment, items, shopOrder.data, categories.data, lang, t],
  );
  return { offered, shopOrder: shopOrder.data, categories: categories.data, groups };
}
