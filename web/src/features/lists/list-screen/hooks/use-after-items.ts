import type { ListItem } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../../lib/texts/use-lang';
import { useUnits } from '../../items/api/get-units';
import { catalogueNamesQuery, ownProductsQuery } from '../../items/api/own-products';

/**
 * Kept for adding and suggesting without signal: the units (a new item's pieces), the user's own products and the
 * catalogue's names, asked for once the items are on screen (`settled`), so they do not compete with them. Answers whether that time has come.
 */
export function useAfterItems(canChange: boolean, items: ListItem[] | undefined, settled: boolean) {
  const lang = useLang();
  const afterItems = canChange && items !== undefined && settled;
  const units = useUnits({ load: afterItems });
  useQuery({ ...ownProductsQuery(lang), enabled: afterItems });
  useQuery({ ...catalogueNamesQuery(lang), enabled: afterItems });
  return { afterItems, units: units.data };
}
