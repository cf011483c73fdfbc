import '../../../../locales/lists';
import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Pager } from '../../../../components/pager';
import { ScreenIntro } from '../../../../components/screen-intro';
import { rowNumber } from '../../../../lib/api/paged-call';
import { useMenu } from '../../../../lib/session/menu';
import { useTexts } from '../../../../lib/texts/texts';
import { GoneListsNotice } from '../../offline/components/gone-lists-notice';
import { OfflineStatus } from '../../offline/components/offline-status';
import { UpdatePrompt } from '../../offline/components/update-prompt';
import { useOfflineSupport } from '../../offline/use-offline-support';
import { AriaLocale } from '../../shared/components/aria-locale';
import { listStyles } from '../../shared/components/styles';
import { useLists } from '../api/get-lists';
import { CreateListForm } from '../components/create-list-form';
import { ListsTable } from '../components/lists-table';
import { useListsView } from '../hooks/use-lists-view';
import { useMyListsEvents } from '../hooks/use-my-lists-events';
import { useOpenCreatedList } from '../hooks/use-open-created-list';
import type { ListsView } from '../lists-view';
import { useKeepEveryList } from '../use-keep-every-list';

const tabClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-4 font-semibold text-slate-600 text-sm outline-none transition-colors hover:text-slate-900 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';

const panelClass = `${listStyles.card} mt-3 overflow-hidden p-1 outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 sm:p-2`;

function ListsPanel({ view, onView }: { view: ListsView; onView: (view: ListsView) => void }) {
  const { t } = useTexts();
  const lists = useLists(view);
  const pagination = lists.data?.pagination;

  // A page that no longer exists (lists were finished or left meanwhile) gives way to the last one.
  useEffect(() => {
    const last = Math.max(1, pagination?.pagesCount ?? 1);
    if (pagination && lists.data?.items.length === 0 && view.page > last) onView({ ...view, page: last });
  }, [pagination, lists.data, view, onView]);

  if (lists.isPending) {
    return (
      <p role="status" className="px-4 py-10 text-center text-slate-500">
        {t('lists.loading')}
      </p>
    );
  }
  if (lists.isError) return null;
  const { items, pagination: shown } = lists.data;
  if (items.length === 0 && view.page === 1) {
    return (
      <p className="px-4 py-10 text-center text-slate-600">
        {view.active ? t('lists.emptyActive') : t('lists.emptyFinished')}
      </p>
    );
  }
  return (
    <>
      <div className={`transition-opacity ${lists.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={lists.isFetching}>
        <ListsTable
          lists={items}
          firstNumber={rowNumber(shown.page, shown.pageSize, 0)}
          sort={view.sort}
          onSort={(sort) => onView({ ...view, sort, page: 1 })}
          caption={view.active ? t('lists.table.captionActive') : t('lists.table.captionFinished')}
        />
      </div>
      <Pager page={view.page} pagesCount={shown.pagesCount} onPageChange={(next) => onView({ ...view, page: next })} />
    </>
  );
}

/**
 * My lists, /lists (spec §2): create a list (it opens at once); active and finished tabs; a sortable, paged table of
 * the lists, live (the stream of My lists).
 */
export function ListsRoute() {
  const username = useMenu().data?.username ?? null;
  useOfflineSupport(username);
  useMyListsEvents(username);
  useKeepEveryList(username);
  const { t } = useTexts();
  const [view, setView] = useListsView();
  const created = useOpenCreatedList();

  const tab = view.active ? 'active' : 'finished';
  const panel = <ListsPanel view={view} onView={setView} />;
  return (
    <AriaLocale>
      <ScreenIntro title={t('lists.title')} description={t('lists.lead')}>
        <OfflineStatus />
        <GoneListsNotice />
        <CreateListForm onCreated={created} />
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => setView({ ...view, active: key === 'active', page: 1 })}
          className="mt-6"
        >
          <TabList aria-label={t('lists.tabs.label')} className="inline-flex gap-1 rounded-xl bg-slate-200/70 p-1">
            <Tab id="active" className={tabClass}>
              {t('lists.tabs.active')}
            </Tab>
            <Tab id="finished" className={tabClass}>
              {t('lists.tabs.finished')}
            </Tab>
          </TabList>
          <TabPanel id="active" className={panelClass}>
            {panel}
          </TabPanel>
          <TabPanel id="finished" className={panelClass}>
            {panel}
          </TabPanel>
        </Tabs>
      </ScreenIntro>
      <UpdatePrompt />
    </AriaLocale>
  );
}
