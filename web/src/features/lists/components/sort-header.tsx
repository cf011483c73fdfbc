import { ariaSort } from '../sort';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons';

interface SortHeaderProps {
  label: string;
  field: string;
  sort: string;
  onSort: () => void;
  className?: string;
}

/** A column header that sorts by its column (spec §4); `aria-sort` tells which way the table is sorted now. */
export function SortHeader({ label, field, sort, onSort, className = '' }: SortHeaderProps) {
  const direction = ariaSort(sort, field);
  const Arrow = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <th
      scope="col"
      aria-sort={direction === 'none' ? undefined : direction}
      className={`px-1 py-1 text-left ${className}`}
    >
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 font-semibold text-sm hover:bg-slate-100 ${direction === 'none' ? 'text-slate-600' : 'text-slate-900'}`}
      >
        {label}
        <Arrow className={`size-4 ${direction === 'none' ? 'text-slate-400' : 'text-brand-700'}`} />
      </button>
    </th>
  );
}
