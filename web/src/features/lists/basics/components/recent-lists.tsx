import type { ListSummary } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { listStyles } from '../../shared/components/styles';
import { useLists } from '../api/get-lists';
import type { ListsView } from '../lists-view';
import { ListFacts } from './list-facts';
import type { ListLinkState } from './lists-table';

/** How many lists the home screen shows. */
export const recentListsCount = 3;

/** The active lists, most recently changed first: the page My lists shows in that order, of which the first three. */
export const recentListsView: ListsView = { active: true, sort: '-updatedAt', page: 1 };

function RecentRow({ list }: { list: ListSummary }) {
  return (
    <li>
      <Link
        to={`/lists/${list.id}`}
        state={{ name: list.name } satisfies ListLinkState}
        className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-brand-50/70"
      >
        <span className="min-w-0 flex-1">
          <span className="block break-words font-semibold text-brand-800">{list.name}</span>
          <ListFacts list={list} />
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/** The home screen's lists: the three most recently changed, each with its progress and whether it is shared. */
export function RecentLists() {
  const { t } = useTexts();
  const lists = useLists(recentListsView);
  const shown = lists.data?.items.slice(0, recentListsCount);
  return (
    <section aria-labelledby="recent-lists" className={`${listStyles.card} mt-4 p-2 sm:p-3`}>
      <div className="flex items-center justify-between gap-3 px-3 pt-2 pb-1">
        <h2 id="recent-lists" className="font-semibold text-lg text-slate-900">
          {t('lists.recent.title')}
        </h2>
        <Link
          to={webRoutes.lists}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 font-medium text-brand-800 text-sm hover:underline"
        >
          {t('lists.recent.all')}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {shown === undefined ? (
        // As tall as three rows, so nothing below moves when they come.
        <p role="status" className="flex min-h-44 items-center justify-center text-slate-500">
          {lists.isError ? '' : t('lists.loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="px-3 py-4 text-slate-600">{t('lists.recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {shown.map((list) => (
            <RecentRow key={list.id} list={list} />
          ))}
        </ul>
      )}
    </section>
  );
}
