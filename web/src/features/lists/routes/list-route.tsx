import '../../../locales/lists';
import type { ItemSort } from '@listok/contract';
import { defaultItemSort } from '@listok/contract/base';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api';
import { useMenu } from '../../../lib/menu';
import { pageTitle } from '../../../lib/page-title';
import { useTexts } from '../../../lib/texts';
import { useLang } from '../../../lib/use-lang';
import { useListHeader } from '../api/get-list-header';
import { useListItems } from '../api/get-list-items';
import { useUnits } from '../api/get-units';
import { ownProductsQuery } from '../api/own-products';
import { AriaLocale } from '../components/aria-locale';
import { ItemsTable } from '../components/items-table';
import { ListActions } from '../components/list-actions';
import { EndedNotice, JoinNotice, VisitorNotice } from '../components/list-notices';
import { ListUnavailable } from '../components/list-unavailable';
import type { ListLinkState } from '../components/lists-table';
import { MembersRow } from '../components/members-row';
import { OfflineStatus } from '../components/offline-status';
import { PrivateLink } from '../components/private-link';
import { type AddRequest, ProductSearch } from '../components/product-search';
import { RefusedNotice } from '../components/refused-notice';
import { UpdatePrompt } from '../components/update-prompt';
import { useFocusLater } from '../hooks/use-focus-later';
import { useListEvents } from '../hooks/use-list-events';
import { itemName } from '../item-view';
import { standInItem } from '../offline/changes';
import { queueChange, standInId } from '../offline/item-changes';
import { useListChanges } from '../offline/use-list-changes';
import { useOfflineSupport } from '../offline/use-offline-support';
import { privateLink } from '../share';
import { comparableName } from '../suggestions';

type Report = { kind: 'added' | 'exists'; text: string };

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
  // Answers of the query cache re-render at once, in one task; drawing the screen from deferred copies lets React
  // draw its heavy parts (the rows, React Aria's combo box) in slices, so the page stays responsive while it loads.
  const list = useDeferredValue(header.data);
  const visible = useDeferredValue(shown);
  const [report, setReport] = useState<Report | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [itemsHeading, focusItems] = useFocusLater<HTMLHeadingElement>();
  const [leaving, setLeaving] = useState(false);
  useListEvents(id, ac, header.isSuccess && !leaving);
  const editable = header.data?.isMember === true && header.data.active;
  // Kept for adding and suggesting without signal: the units (a new item's pieces) and the user's own products, asked
  // for once the items are on screen, so they do not compete with them.
  const afterItems = editable && shown.items !== undefined;
  const units = useUnits(afterItems);
  useQuery({ ...ownProductsQuery(lang), enabled: afterItems });

  const name = header.data?.name ?? nameFromState(location.state) ?? t('list.fallbackTitle');
  // The list's name is the page title; a list that cannot be shown titles the page itself (ListUnavailable).
  useEffect(() => {
    if (!header.isError) document.title = pageTitle(name, lang);
  }, [header.isError, name, lang]);

  // The line under the search fades after a while: the warning stays longer than the confirmation.
  useEffect(() => {
    if (report === null) return;
    const timer = setTimeout(() => setReport(null), report.kind === 'exists' ? 8000 : 4000);
    return () => clearTimeout(timer);
  }, [report]);

  useEffect(() => {
    if (highlightId === null) return;
    const timer = setTimeout(() => setHighlightId(null), 2500);
    return () => clearTimeout(timer);
  }, [highlightId]);

  // An add shows at once (and is sent when there is signal); a product already on the list is pointed at instead.
  // Stable, so the memoised search is not redrawn by every answer: it reads the items and units of the last render.
  const latest = useRef({ items: shown.items, units: units.data });
  latest.current = { items: shown.items, units: units.data };
  const onAdd = useCallback(
    (request: AddRequest) => {
      const wanted = comparableName(request.name);
      const existing = latest.current.items?.find((item) =>
        'productId' in request ? item.itemId === request.productId : comparableName(itemName(item, lang)) === wanted,
      );
      if (existing) {
        const text = t('errors.ITEM_EXISTS', { name: itemName(existing, lang).toLocaleUpperCase(lang) });
        setReport({ kind: 'exists', text });
        setHighlightId(existing.id);
        return;
      }
      const rowId = standInId();
      const pieces = latest.current.units?.find((unit) => unit.name_en === 'pcs');
      const item = standInItem(rowId, request, pieces);
      void queueChange(
        'productId' in request
          ? { kind: 'add', listId: id, rowId, productId: request.productId, shown: item }
          : { kind: 'create', listId: id, rowId, product: request.product, shown: item },
        request.name,
      );
      setReport({ kind: 'added', text: t('items.added', { name: request.name }) });
      setHighlightId(rowId);
    },
    [lang, t, id],
  );
  // The products on the list, the same set while they stay the same.
  const onListKey = visible.items?.map((item) => item.itemId).join(' ') ?? '';
  const onList = useMemo(() => new Set(onListKey.split(' ').filter(Boolean).map(Number)), [onListKey]);

  if (header.isError) {
    const status = header.error instanceof ApiError ? header.error.status : 0;
    return <ListUnavailable status={status} onRetry={() => void header.refetch()} />;
  }

  const canEdit = list?.isMember === true && list.active;
  const link = list?.access ? privateLink(window.location.origin, id, list.access) : null;
  const done = visible.items?.filter((item) => item.completed).length ?? 0;
  const total = visible.items?.length ?? 0;

  return (
    <article className="py-6 sm:py-8">
      {username !== null && (
        <Link
          to="/lists"
          className="-ml-1 inline-flex min-h-10 items-center gap-1 rounded-lg pr-2 font-medium text-brand-800 text-sm hover:underline"
        >
          <ChevronLeftIcon className="size-4" />
          {t('list.back')}
        </Link>
      )}
      <header className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{name}</h1>
          {/* The line keeps its height while the items load, so nothing below it moves when they come. */}
          <p className="mt-1 min-h-5 text-slate-600 text-sm">{total > 0 && t('list.progress', { done, total })}</p>
        </div>
        {list && <ListActions header={list} link={link} onLeaving={setLeaving} />}
      </header>
      <OfflineStatus />
      <RefusedNotice listId={id} />
      {list && (
        <MembersRow
          listId={id}
          members={list.members}
          username={username}
          isOwner={list.isOwner}
          active={list.active}
        />
      )}
      {link && <PrivateLink link={link} />}
      {list && !list.active && <EndedNotice />}
      {list &&
        !list.isMember &&
        ac &&
        (username !== null ? <JoinNotice listId={id} ac={ac} onJoined={focusItems} /> : <VisitorNotice />)}
      {canEdit && (
        <>
          <ProductSearch onList={onList} onAdd={onAdd} />
          <div role="status" className="min-h-6">
            {report && (
              <p
                className={`mt-2 rounded-lg px-3 py-2 font-medium text-sm ring-1 ${
                  report.kind === 'exists'
                    ? 'bg-amber-50 text-amber-950 ring-amber-300'
                    : 'bg-brand-50 text-brand-900 ring-brand-200'
                }`}
              >
                {report.text}
              </p>
            )}
          </div>
        </>
      )}
      {/* Until the header is known, only a loading line: the members, link and search it brings then appear together
          with the items instead of pushing them down one by one (no layout shift). */}
      {list === undefined ? (
        <p role="status" className="mt-4 py-10 text-center text-slate-500">
          {t('items.loading')}
        </p>
      ) : (
        <section aria-labelledby={`items-${id}`} className="mt-4">
          <h2 id={`items-${id}`} ref={itemsHeading} tabIndex={-1} className="sr-only">
            {t('items.heading')}
          </h2>
          {items.isError && visible.items === undefined ? null : visible.items === undefined ? (
            <p role="status" className="py-10 text-center text-slate-500">
              {t('items.loading')}
            </p>
          ) : visible.items.length === 0 ? (
            <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">
              {canEdit ? t('items.empty') : t('items.emptyReadOnly')}
            </p>
          ) : (
            <ItemsTable
              listId={id}
              items={visible.items}
              pending={visible.pending}
              sort={sort}
              onSort={setSort}
              editable={canEdit}
              highlightId={highlightId}
              onDeleted={focusItems}
            />
          )}
        </section>
      )}
      <UpdatePrompt />
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
  return (
    <AriaLocale>
      {Number.isInteger(id) && id > 0 ? (
        <ListScreen key={id} id={id} ac={ac} />
      ) : (
        <ListUnavailable status={404} onRetry={() => undefined} />
      )}
    </AriaLocale>
  );
}
