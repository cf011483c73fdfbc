import '../../../locales/admin';
import { limits, timings } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccessDeniedNotice, isAccessDenied } from '../../../components/access-denied';
import { Pager } from '../../../components/pager';
import { ScreenIntro } from '../../../components/screen-intro';
import { TableEmpty } from '../../../components/table-card';
import { TextField } from '../../../components/text-field';
import { useDebouncedValue } from '../../../lib/react/use-debounced-value';
import { useTexts } from '../../../lib/texts/texts';
import { useUsers } from '../api/users';
import { UsersTable } from '../components/users-table';
import { defaultUserSort, type UserSort } from '../users-sort';

/** The page shown for a search and sort: a new search or sort starts again on page 1. */
interface PageOfView {
  viewKey: string;
  page: number;
}

/** Users (spec §2, admin): a debounced search and the paged, sortable table. Anyone else sees the notice (§4). */
export function UsersRoute() {
  const { t } = useTexts();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), timings.searchDebounce);
  const [sort, setSort] = useState<UserSort>(defaultUserSort);
  const viewKey = `${sort} ${name}`;
  const [pageOf, setPageOf] = useState<PageOfView>({ viewKey, page: 1 });
  const page = pageOf.viewKey === viewKey ? pageOf.page : 1;
  const users = useUsers(name, sort, page);
  const data = users.data;

  if (data && isAccessDenied(data)) {
    return (
      <ScreenIntro title={t('users.title')}>
        <AccessDeniedNotice />
      </ScreenIntro>
    );
  }

  const goToPage = (next: number) => {
    setPageOf({ viewKey, page: next });
    window.scrollTo({ top: 0 });
  };
  const total = data?.pagination.totalCount ?? 0;

  return (
    <ScreenIntro
      title={t('users.title')}
      description={
        <>
          {t('users.description')}{' '}
          <Link to={webRoutes.feedbackInbox} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {t('feedbackInbox.link')}
          </Link>
        </>
      }
    >
      {!data ? (
        <p className="py-10 text-center text-slate-600">{t('app.loading')}</p>
      ) : (
        <div className="mt-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <search aria-label={t('users.searchRegion')} className="sm:w-96">
              <TextField
                label={t('users.searchLabel')}
                type="search"
                name="name"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('users.searchPlaceholder')}
                maxLength={limits.emailMax}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </search>
            <p role="status" className="text-slate-600 text-sm sm:pb-3">
              {users.isPlaceholderData ? '' : name !== '' ? t('users.found', { total }) : t('users.total', { total })}
            </p>
          </div>
          <div className="mt-4">
            {data.items.length > 0 ? (
              <UsersTable users={data.items} sort={sort} onSort={setSort} busy={users.isPlaceholderData} />
            ) : (
              <TableEmpty>{t('users.nothingFound', { name })}</TableEmpty>
            )}
          </div>
          <Pager
            page={data.pagination.page}
            pagesCount={data.pagination.pagesCount}
            onPageChange={goToPage}
            label={t('users.pager')}
          />
        </div>
      )}
    </ScreenIntro>
  );
}
