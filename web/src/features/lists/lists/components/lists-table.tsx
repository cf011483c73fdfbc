import type { ListSort, ListSummary } from '@listok/contract';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortHeader } from '../../../../components/sort-header';
import { useTexts } from '../../../../lib/texts';
import { DayAndTime } from '../../shared/components/day-and-time';

interface ListsTableProps {
  lists: ListSummary[];
  /** The number of the first row (rows are numbered across pages). */
  firstNumber: number;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  caption: string;
  highlightId: number | null;
}

/** Navigation state of a list link: the detail screen shows the name before its header arrives. */
export interface ListLinkState {
  name: string;
}

function DateCell({ text, className = '' }: { text: string; className?: string }) {
  return (
    <td className={`px-3 py-3 align-top text-slate-600 text-sm ${className}`}>
      <DayAndTime text={text} />
    </td>
  );
}

/**
 * My lists (spec §2): #, Name, Created, Updated; the headers sort. A click anywhere on a row opens the list; the
 * name is a real link, so keyboard and screen-reader users open it with Enter. On a phone # and Updated fold away.
 */
export function ListsTable({ lists, firstNumber, sort, onSort, caption, highlightId }: ListsTableProps) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const open = (list: ListSummary) => (event: MouseEvent) => {
    // The link handles its own clicks (and modified clicks, such as opening in a new tab).
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate(`/lists/${list.id}`, { state: { name: list.name } satisfies ListLinkState });
  };
  const header = (field: 'name' | 'createdAt' | 'updatedAt', label: string, className?: string) => (
    <SortHeader label={label} field={field} sort={sort} onSort={onSort} className={className} />
  );

  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-slate-200 border-b">
        <tr>
          <th
            scope="col"
            className="hidden w-14 px-3 py-1 text-left font-semibold text-slate-600 text-sm sm:table-cell"
          >
            {t('lists.table.number')}
          </th>
          {header('name', t('lists.table.name'))}
          {header('createdAt', t('lists.table.created'), 'w-36 sm:w-44')}
          {header('updatedAt', t('lists.table.updated'), 'hidden w-44 md:table-cell')}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lists.map((list, index) => (
          <tr
            key={list.id}
            onClick={open(list)}
            className={`cursor-pointer transition-colors hover:bg-brand-50/70 ${list.id === highlightId ? 'bg-brand-50' : ''}`}
          >
            <td className="hidden px-3 py-3 align-top text-slate-500 text-sm tabular-nums sm:table-cell">
              {firstNumber + index}
            </td>
            <td className="px-3 py-3 align-top">
              <Link
                to={`/lists/${list.id}`}
                state={{ name: list.name } satisfies ListLinkState}
                className="break-words font-semibold text-brand-800 hover:underline"
              >
                {list.name}
              </Link>
              {!list.isOwner && (
                <span
                  title={t('lists.table.memberHint')}
                  className="ml-2 inline-block rounded-full bg-sky-50 px-2 py-0.5 align-middle font-medium text-sky-800 text-xs ring-1 ring-sky-200"
                >
                  {t('lists.table.member')}
                  <span className="sr-only">: {t('lists.table.memberHint')}</span>
                </span>
              )}
            </td>
            <DateCell text={list.createdAt} />
            <DateCell text={list.updatedAt} className="hidden md:table-cell" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
