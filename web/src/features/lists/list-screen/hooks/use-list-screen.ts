import type { ItemSort, ListItem } from '@listok/contract';
import { defaultItemSort } from '@listok/contract/base';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTexts } from '../../../../lib/texts/texts';
import { useListHeader } from '../../basics/api/get-list-header';
import type { ListDialog } from '../../basics/components/list-actions';
import type { ListLinkState } from '../../basics/components/lists-table';
import { firstRows } from '../../items/rows-shown';
import { useOffline } from '../../offline/item-changes';
import { useListChanges } from '../../offline/use-list-changes';
import { useListEvents } from '../../realtime/hooks/use-list-events';
import { useListItems } from '../../shared/api/get-list-items';
import { noListRights } from '../../shared/list-can';
import { useShownOnce } from '../../shared/use-shown-once';
import { useAddToList } from './use-add-to-list';
import { useAfterItems } from './use-after-items';
import { useDepartmentGroups } from './use-department-groups';
import { useListPage } from './use-list-page';

/** The state of a list's screen: its header and items as drawn, and what loads when. */
export function useListScreen(id: number, ac: string | undefined) {
  const { t } = useTexts();
  const location = useLocation();
  const [sort, setSort] = useState<ItemSort>(defaultItemSort);
  const header = useListHeader(id, ac);
  const items = useListItems(id, ac, sort);
  const shown = useListChanges(id, items.data, sort);
  // Answers of the query cache re-render at once, in one task; drawing rows from a deferred copy lets React draw them
  // in slices, so the page stays responsive: a list's first rows too (drawn at once, even a few goods' were a long task
  // on a slow phone; docs/performance.md, Lighthouse). Only a list longer than its first drawing (`firstRows`) draws
  // its first rows at once: a deferred drawing starts again with every answer that comes meanwhile (the header's, the
  // shops', the network's after the kept copy), and a list of 2,000 goods waited for a quiet moment
  // (docs/performance.md, Screens on a phone). The header's parts are light (React Aria's code comes after
  // the first screenful) and are drawn at once, with the name.
  const list = header.data;
  const deferred = useDeferredValue(shown);
  const longFirst = deferred.items === undefined && (shown.items?.length ?? 0) > firstRows;
  const visible = longFirst ? shown : deferred;
  const [leaving, setLeaving] = useState(false);
  // The dialog of the list open now (its menu's, the members' avatars', the ended notice's).
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  const offline = useOffline();
  useListEvents(id, ac, header.isSuccess && !leaving);
  // What the caller may do is the server's word (the header's `can`), never worked out here.
  const can = list?.can ?? noListRights;
  const onScreen = useShownOnce(list !== undefined && (visible.items !== undefined || items.isError));
  // A frame later still: what follows the add box and the menus (the chips, the undo bar, the print copy, and the calls
  // after the items), so that all of it does not start in the one task.
  const settled = useShownOnce(onScreen);
  const { afterItems, units } = useAfterItems(can.changeItems, shown.items, settled);
  const departments = useDepartmentGroups(id, ac, list, visible.items);
  const name = list?.name ?? nameFromState(location.state) ?? t('list.fallbackTitle');
  useListPage(name, { loaded: header.isSuccess, failed: header.isError });
  const adding = useAddToList(id, shown.items, units);
  const onList = useOnList(visible.items);
  return {
    ...{ header, items, visible, list, can, sort, setSort, onScreen, settled, afterItems, departments, name },
    ...{ adding, onList, dialog, setDialog, offline, setLeaving },
  };
}

/** The products on the list, the same set while they stay the same. */
function useOnList(items: ListItem[] | undefined): ReadonlySet<number> {
  const key = items?.map((item) => item.itemId).join(' ') ?? '';
  return useMemo(() => new Set(key.split(' ').filter(Boolean).map(Number)), [key]);
}

const nameFromState = (state: unknown): string | undefined => {
  const name = (state as Partial<ListLinkState> | null)?.name;
  return typeof name === 'string' ? name : undefined;
};
