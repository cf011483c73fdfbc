import '../../../locales/admin';
import type { FeedbackEntry } from '@listok/contract';
import { useState } from 'react';
import { AccessDeniedNotice, isAccessDenied } from '../../../components/access-denied';
import { Pager } from '../../../components/pager';
import { ScreenIntro } from '../../../components/screen-intro';
import { TableEmpty } from '../../../components/table-card';
import { useTexts } from '../../../lib/texts/texts';
import { useFeedbackInbox } from '../api/feedback-inbox';

/** One message: who wrote it (a guest without an account), when, in which language, and a link to answer by mail. */
function Message({ entry }: { entry: FeedbackEntry }) {
  const { t } = useTexts();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <article aria-label={t('feedbackInbox.from', { name: entry.username ?? entry.email })}>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-slate-900">{entry.username ?? t('feedbackInbox.guest')}</span>
          <a href={`mailto:${entry.email}`} className="break-all text-brand-800 hover:underline">
            {entry.email}
          </a>
          <span className="text-slate-500">
            <time dateTime={entry.createdAt.replace(' ', 'T')}>{entry.createdAt}</time>
            {' · '}
            {t(`feedbackInbox.lang.${entry.lang}`)}
          </span>
        </p>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{entry.message}</p>
      </article>
    </li>
  );
}

/**
 * The feedback users sent (admins): kept in the database whether or not the server mails it (`FEEDBACK_TO`), the
 * newest first, a page at a time. Anyone else sees the notice (§4).
 */
export function FeedbackInboxRoute() {
  const { t } = useTexts();
  const [page, setPage] = useState(1);
  const inbox = useFeedbackInbox(page);
  const data = inbox.data;
  if (data && isAccessDenied(data)) {
    return (
      <ScreenIntro title={t('feedbackInbox.title')}>
        <AccessDeniedNotice />
      </ScreenIntro>
    );
  }
  const goToPage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <ScreenIntro title={t('feedbackInbox.title')} description={t('feedbackInbox.description')}>
      {!data ? (
        <p className="py-10 text-center text-slate-600">{t('app.loading')}</p>
      ) : (
        <div className="mt-6">
          <p role="status" className="text-slate-600 text-sm">
            {t('feedbackInbox.total', { total: data.pagination.totalCount })}
          </p>
          {data.items.length > 0 ? (
            <ul className={`mt-3 flex flex-col gap-3 ${inbox.isPlaceholderData ? 'opacity-60' : ''}`}>
              {data.items.map((entry) => (
                <Message key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : (
            <div className="mt-3">
              <TableEmpty>{t('feedbackInbox.empty')}</TableEmpty>
            </div>
          )}
          <Pager
            page={data.pagination.page}
            pagesCount={data.pagination.pagesCount}
            onPageChange={goToPage}
            label={t('feedbackInbox.pager')}
          />
        </div>
      )}
    </ScreenIntro>
  );
}
