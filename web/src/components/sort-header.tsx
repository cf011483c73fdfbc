import { ariaSort, nextSort, type SortField } from '../lib/tables/sort';
import { useTexts } from '../lib/texts/texts';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons';

interface SortHeaderProps<S extends string> {
  label: string;
  field: SortField<S>;
  sort: S;
  onSort: (sort: S) => void;
  className?: string;
}

/** A column header that sorts by its column (spec §4); `aria-sort` tells which way the table is sorted now. */
export function SortHeader<S extends string>({ label, field, sort, onSort, className = '' }: SortHeaderProps<S>) {
  const { t } = useTexts();
  const direction = ariaSort(sort, field);
  const next = nextSort(sort, field);
  const Arrow = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <th
      scope="col"
      aria-sort={direction === 'none' ? undefined : direction}
      className={`px-1.5 py-1 text-left ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        title={next.startsWith('-') ? t('sort.descending') : t('sort.ascending')}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-1.5 font-semibold text-sm hover:bg-slate-100 ${direction === 'none' ? 'text-slate-600' : 'text-slate-900'}`}
      >
        {label}
        <Arrow className={`size-4 ${direction === 'none' ? 'text-slate-400' : 'text-brand-700'}`} />
      </button>
    </th>
  );
}
