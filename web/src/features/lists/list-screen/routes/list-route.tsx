import '../../../../locales/lists';
import type { ItemSort } from '@listok/contract';
import { defaultItemSort } from '@listok/contract/base';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError, networkFailureStatus } from '../../../../lib/api';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useMenu } from '../../../../lib/menu';
import { clearError, errorStore } from '../../../../lib/notices';
import { pageTitle } from '../../../../lib/page-title';
import { useTexts } from '../../../../lib/texts';
import { useLang } from '../../../../lib/use-lang';
import { categoriesQuery } from '../../../catalogue/api/categories';
import { useListHeader } from '../../basics/api/get-list-header';
import type { ListDialog } from '../../basics/components/list-actions';
import { EndedNotice, JoinNotice, VisitorNotice } from '../../basics/components/list-notices';
import { ListUnavailable } from '../../basics/components/list-unavailable';
import type { ListLinkState } from '../../basics/components/lists-table';
import { useUnits } from '../../items/api/get-units';
import { ownProductsQuery } from '../../items/api/own-products';
import { ItemsTable } from '../../items/components/items-table';
import { privateLink } from '../../members/share';
import { OfflineStatus } from '../../offline/components/offline-status';
import { RefusedNotice } from '../../offline/components/refused-notice';
import { UpdatePrompt } from '../../offline/components/update-prompt';
import { useOffline } from '../../offline/item-changes';
import { useListChanges } from '../../offline/use-list-changes';
import { useOfflineSupport } from '../../offline/use-offline-support';
import { useListEvents } from '../../realtime/hooks/use-list-events';
import { useListItems } from '../../shared/api/get-list-items';
import { noListRights } from '../../shared/list-can';
import { useShopOrder } from '../../shopping/api/shop-order';
import { ItemsViewControl } from '../../shopping/components/items-view-control';
import { groupByDepartment, useItemsView } from '../../shopping/shop-groups';
import { AddArea } from '../components/add-area';
import { ListScreenHeader } from '../components/list-header';
import { useAddToList } from '../hooks/use-add-to-list';
import { useShownOnce } from '../hooks/use-shown-once';

// Not needed for the first paint: loaded right after the screen (the undo bar floats over the page, the paper copy
// shows only in print), which keeps the list route within its JavaScript budget.
const UndoBar = lazyComponent(() => import('../../shopping/undo/undo-bar').then((module) => module.UndoBar));
const PrintItems = lazyComponent(() =>
  import('../../basics/components/print-items').then((module) => module.PrintItems),
);

const nameFromState = (state: unknown): string | undefined => {
  const name = (state as Partial<ListLinkState> | null)?.name;
  return typeof name === 'string' ? name : undefined;
};

function ListScreen({ id, ac }: { id: number; ac: string | undefined }) {
  const { t } = useTexts();
  const lang = useLang();
  const location = useLocation();
  const username = useMenu().data?.username ?? null;
  const [sort, setSort] = useState<ItemSort>(defaultItemSort);
  const header = useListHeader(id, ac);
  const items = useListItems(id, ac, sort);
  const shown = useListChanges(id, items.data, sort);
  // Answers of the query cache re-render at once, in one task; drawing the rows from a deferred copy lets React draw
  // them in slices, so the page stays responsive while it loads. The header's parts are light (React Aria's code comes
  // after the first screenful) and are drawn at once, with the name: the first screenful shows in one frame.
  const list = header.data;
  const visible = useDeferredValue(shown);
  // Where the focus goes when the control that had it goes away: a deleted row's trash button, the Join notice.
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const focusItems = () => itemsHeading.current?.focus();
  const [leaving, setLeaving] = useState(false);
  // The dialog of the list open now (its menu's, the members' avatars', the ended notice's).
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  const offline = useOffline();
  useListEvents(id, ac, header.isSuccess && !leaving);
  // What the caller may do is the server's word (the header's `can`), never worked out here.
  const can = list?.can ?? noListRights;
  const onScreen = useShownOnce(list !== undefined && (visible.items !== undefined || items.isError));
  // A frame later still: what follows the add box and the menus (the chips, the undo bar, the print copy, and the calls
  // below), so that all of it does not start in the one task.
  const settled = useShownOnce(onScreen);
  // Kept for adding and suggesting without signal: the units (a new item's pieces) and the user's own products, asked
  // for once the items are on screen, so they do not compete with them.
  const afterItems = can.changeItems && shown.items !== undefined && settled;
  const units = useUnits({ load: afterItems });
  useQuery({ ...ownProductsQuery(lang), enabled: afterItems });
  // By department: the shop's order of the list and the departments' names, asked for only in that view.
  const view = useItemsView();
  const byDepartment = view === 'departments' && header.isSuccess;
  const shopOrder = useShopOrder(id, ac, byDepartment);
  const categories = useQuery({ ...categoriesQuery, enabled: byDepartment });
  const groups = useMemo(
    () =>
      byDepartment && visible.items && shopOrder.data && categories.data
        ? groupByDepartment(visible.items, shopOrder.data.order, categories.data, lang, t('departments.other'))
        : undefined,
    [byDepartment, visible.items, shopOrder.data, categories.data, lang, t],
  );

  const name = header.data?.name ?? nameFromState(location.state) ?? t('list.fallbackTitle');
  // A list that could not load for lack of signal loads by itself when it is back (offline/use-offline-support.ts):
  // the error bar's "no connection" is over then.
  const loaded = header.isSuccess;
  useEffect(() => {
    if (loaded && errorStore.get()?.status === networkFailureStatus) clearError();
  }, [loaded]);
  // The list's name is the page title; a list that cannot be shown titles the page itself (ListUnavailable).
  useEffect(() => {
    if (!header.isError) document.title = pageTitle(name, lang);
  }, [header.isError, name, lang]);

  const adding = useAddToList(id, shown.items, units.data);
  // The products on the list, the same set while they stay the same.
  const onListKey = visible.items?.map((item) => item.itemId).join(' ') ?? '';
  const onList = useMemo(() => new Set(onListKey.split(' ').filter(Boolean).map(Number)), [onListKey]);

  if (header.isError) {
    const status = header.error instanceof ApiError ? header.error.status : 0;
    return <ListUnavailable status={status} onRetry={() => void header.refetch()} />;
  }

  const link = list?.access ? privateLink(window.location.origin, id, list.access) : null;
  const done = visible.items?.filter((item) => item.completed).length ?? 0;

  return (
    // On paper only what is marked for it (data-print): the name and the items, none of the controls or notices.
    <article className="pt-2 pb-6 sm:py-8 print:py-0 print:[&>:not([data-print])]:hidden">
      <ListScreenHeader
        listId={id}
        name={name}
        list={list}
        items={visible.items}
        done={done}
        username={username}
        link={link}
        offline={offline}
        menusReady={onScreen}
        onLeaving={setLeaving}
        dialog={dialog}
        onDialog={setDialog}
      />
      <OfflineStatus />
      <RefusedNotice listId={id} />
      {list && !list.active && <EndedNotice onRecover={can.recover ? () => setDialog('recover') : undefined} />}
      {list &&
        !list.isMember &&
        ac &&
        (can.join ? <JoinNotice listId={id} ac={ac} onJoined={focusItems} /> : <VisitorNotice />)}
      {can.changeItems && (
        <AddArea listId={id} onScreen={onScreen} afterItems={afterItems} onList={onList} adding={adding} />
      )}
      {/* Until the header is known, only a loading line: the members, link and search it brings then appear together
          with the items instead of pushing them down one by one (no layout shift). */}
      {list === undefined ? (
        <p role="status" className="mt-4 py-10 text-center text-slate-500">
          {t('items.loading')}
        </p>
      ) : (
        <section aria-labelledby={`items-${id}`} className="mt-3 sm:mt-4">
          <h2 id={`items-${id}`} ref={itemsHeading} tabIndex={-1} className="sr-only">
            {t('items.heading')}
          </h2>
          {items.isError && visible.items === undefined ? null : visible.items === undefined ? (
            <p role="status" className="py-10 text-center text-slate-500">
              {t('items.loading')}
            </p>
          ) : visible.items.length === 0 ? (
            <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">
              {can.changeItems ? t('items.empty') : t('items.emptyReadOnly')}
            </p>
          ) : (
            <>
              <ItemsViewControl
                listId={id}
                canArrange={can.changeItems}
                shopOrder={shopOrder.data}
                categories={categories.data}
                sort={sort}
                onSort={setSort}
                menusReady={onScreen}
              />
              <ItemsTable
                listId={id}
                items={visible.items}
                pending={visible.pending}
                sort={sort}
                onSort={setSort}
                canTick={can.tick}
                canChange={can.changeItems}
                highlightId={adding.highlightId}
                focusAfterDelete={itemsHeading}
                groups={groups}
              />
            </>
          )}
        </section>
      )}
      {visible.items && settled && <PrintItems items={visible.items} />}
      <UpdatePrompt />
      {settled && <UndoBar />}
    </article>
  );
}

/** List detail, /lists/{id}[?ac=code] (spec §2): the list live, for members, code holders and visitors with the link. */
export function ListRoute() {
  useOfflineSupport(useMenu().data?.username ?? null);
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const ac = search.get('ac')?.trim() || undefined;
  // React Aria's locale is given where its components are (the add box, the menus, the dialogs: AriaLocale), not
  // around the screen: its code then loads after the first screenful, with the Intl set-up it runs as it loads.
  return Number.isInteger(id) && id > 0 ? (
    <ListScreen key={id} id={id} ac={ac} />
  ) : (
    <ListUnavailable status={404} onRetry={() => undefined} />
  );
}
