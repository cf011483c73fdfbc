import type { ListSort, ListSummary } from '@listok/contract';
import { type MouseEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortHeader } from '../../../../components/sort-header';
import { useTexts } from '../../../../lib/texts/texts';
import { DayAndTime } from '../../shared/components/day-and-time';
import { useShownOnce } from '../../shared/use-shown-once';
import { ListFacts } from './list-facts';
import { ListRowMenu } from './list-row-menu';

interface ListsTableProps {
  lists: ListSummary[];
  /** The number of the first row (rows are numbered across pages). */
  firstNumber: number;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  caption: string;
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
 * My lists (spec §2): #, Name, Created, Updated; the headers sort. Under the name its progress and whether it is
 * shared, and at the end of the row a menu (rename, delete; leave). A click anywhere on a row opens the list; the
 * name is a real link, so keyboard and screen-reader users open it with Enter. On a phone # and Updated fold away.
 */
export function ListsTable({ lists, firstNumber, sort, onSort, caption }: ListsTableProps) {
  const { t } = useTexts();
  const navigate = useNavigate();
  // A deleted or left list's row goes, with its menu button: the focus goes to the table.
  const table = useRef<HTMLTableElement>(null);
  // The rows' menus load their code once the rows are on screen.
  const menusReady = useShownOnce(true);
  const open = (list: ListSummary) => (event: MouseEvent) => {
    // The link handles its own clicks (and modified clicks, such as opening in a new tab); the menu its own.
    if ((event.target as HTMLElement).closest('a, button, [role="dialog"], [role="menu"]')) return;
    if (!(event.currentTarget as HTMLElement).contains(event.target as Node)) return;
    void navigate(`/lists/${list.id}`, { state: { name: list.name } satisfies ListLinkState });
  };
  const header = (field: 'name' | 'createdAt' | 'updatedAt', label: string, className?: string) => (
    <SortHeader label={label} field={field} sort={sort} onSort={onSort} className={className} />
  );

  return (
    <table ref={table} tabIndex={-1} className="w-full table-fixed border-collapse outline-none">
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
          <th scope="col" className="w-12 sm:w-14">
            <span className="sr-only">{t('lists.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lists.map((list, index) => (
          <tr key={list.id} onClick={open(list)} className="cursor-pointer transition-colors hover:bg-brand-50/70">
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
              <ListFacts list={list} />
            </td>
            <DateCell text={list.createdAt} />
            <DateCell text={list.updatedAt} className="hidden md:table-cell" />
            <td className="py-1.5 pr-1 text-right align-top">
              <ListRowMenu list={list} menusReady={menusReady} onGone={() => table.current?.focus()} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
