import { useTranslation } from 'react-i18next';
import { ariaSortOf, nextUserSort, type UserSort, type UserSortField } from '../users-sort';

interface SortHeaderProps {
  label: string;
  field: UserSortField;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  className?: string;
}

function SortArrow({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const path =
    direction === 'ascending'
      ? 'M12 19V5m-6 6 6-6 6 6'
      : direction === 'descending'
        ? 'M12 5v14m6-6-6 6-6-6'
        : 'm8 9 4-4 4 4m0 6-4 4-4-4';
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-4 ${direction ? 'text-brand-700' : 'text-slate-400'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** A column header that sorts by its column (spec §4); `aria-sort` tells which way the table is sorted now. */
export function SortHeader({ label, field, sort, onSort, className = '' }: SortHeaderProps) {
  const { t } = useTranslation();
  const direction = ariaSortOf(sort, field);
  const next = nextUserSort(sort, field);
  return (
    <th scope="col" aria-sort={direction} className={`px-1.5 py-1.5 ${className}`}>
      <button
        type="button"
        onClick={() => onSort(next)}
        title={next.startsWith('-') ? t('users.table.sortDescending') : t('users.table.sortAscending')}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-1.5 font-semibold text-sm hover:bg-slate-100 ${direction ? 'text-slate-900' : 'text-slate-600'}`}
      >
        {label}
        <SortArrow direction={direction} />
      </button>
    </th>
  );
}
