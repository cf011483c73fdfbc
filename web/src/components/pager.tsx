import { pagerSlots } from '../lib/tables/pager-slots';
import { useTexts } from '../lib/texts/texts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PagerProps {
  page: number;
  pagesCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation region when a screen has more than one pager. */
  label?: string;
}

const slotStyle =
  'flex h-10 min-w-9 items-center justify-center rounded-lg px-2 font-semibold text-sm tabular-nums transition-colors sm:min-w-10';

/** Spec §2: previous/next arrows and at most 5 page numbers; nothing at all for one page or none. */
export function Pager({ page, pagesCount, onPageChange, label }: PagerProps) {
  const { t } = useTexts();
  const slots = pagerSlots(page, pagesCount);
  if (slots.length === 0) return null;
  const arrow = `${slotStyle} text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent`;
  return (
    <nav aria-label={label ?? t('pager.label')} className="mt-6 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={arrow}
            disabled={page <= 1}
            aria-label={t('pager.previous')}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {slots.map((slot) =>
          slot.kind === 'gap' ? (
            <li key={`gap-${slot.after}`} aria-hidden="true" className="w-5 text-center text-slate-500">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                aria-current={slot.page === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: slot.page })}
                onClick={() => onPageChange(slot.page)}
                className={`${slotStyle} ${slot.page === page ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-slate-100'}`}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={arrow}
            disabled={page >= pagesCount}
            aria-label={t('pager.next')}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
