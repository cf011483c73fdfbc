import { useTranslation } from 'react-i18next';
import { pagerItems } from '../pager';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const slot =
  'inline-flex size-11 items-center justify-center rounded-xl font-semibold text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Spec §2, §4: previous / next arrows and at most five page numbers; nothing when there is one page or fewer. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  const items = pagerItems(page, pages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('lists.pager.label')} className="mt-5 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('lists.pager.previous')}
            className={`${slot} text-slate-700 hover:bg-slate-100`}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="w-6 text-center text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-label={t('lists.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${slot} ${item === page ? 'bg-brand-700 text-white' : 'text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100'}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={t('lists.pager.next')}
            className={`${slot} text-slate-700 hover:bg-slate-100`}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
