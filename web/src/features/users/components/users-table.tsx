import type { AdminUser } from '@listok/contract';
import { useId } from 'react';
import { SortHeader } from '../../../components/sort-header';
import { TableCard } from '../../../components/table-card';
import { useTexts } from '../../../lib/texts/texts';
import type { UserSort } from '../users-sort';

interface UsersTableProps {
  users: AdminUser[];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  /** Another page, search or sort is loading; the rows shown are the previous ones. */
  busy: boolean;
}

/** An email that, when it must wrap, wraps after the @ first. */
function Email({ email }: { email: string | null }) {
  const { t } = useTexts();
  // An account made by single sign-on whose provider confirmed no email.
  if (email === null) return <span className="text-slate-500 italic">{t('users.table.noEmail')}</span>;
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** `YYYY-MM-DD HH:mm` as the server sends it: the date over the time, with a machine-readable value. */
function DateCell({ text }: { text: string }) {
  const [day, time] = text.split(' ');
  return (
    <td className="px-3 py-3 align-top text-slate-700 text-sm tabular-nums">
      <time dateTime={text.replace(' ', 'T')} className="block whitespace-nowrap">
        {day}
        {time && <span className="block text-slate-500 text-xs">{time}</span>}
      </time>
    </td>
  );
}

/**
 * The users table of spec §2: id, username, email, created and updated (both sortable). On a phone the id folds away
 * and the email goes under the username, so both sortable columns stay in view.
 */
export function UsersTable({ users, sort, onSort, busy }: UsersTableProps) {
  const { t } = useTexts();
  const captionId = useId();
  const header = 'px-3 py-3 font-semibold';
  return (
    <TableCard busy={busy} scrollLabelledBy={captionId}>
      <table className="w-full table-fixed text-left">
        <caption id={captionId} className="sr-only">
          {t('users.table.caption')}
        </caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-sm">
          <tr>
            <th scope="col" className={`${header} hidden w-16 sm:table-cell`}>
              {t('users.table.id')}
            </th>
            <th scope="col" className={header}>
              {t('users.table.username')}
            </th>
            <th scope="col" className={`${header} hidden md:table-cell`}>
              {t('users.table.email')}
            </th>
            <SortHeader
              label={t('users.table.created')}
              field="createdAt"
              sort={sort}
              onSort={onSort}
              className="w-28 sm:w-40"
            />
            <SortHeader
              label={t('users.table.updated')}
              field="updatedAt"
              sort={sort}
              onSort={onSort}
              className="w-28 sm:w-40"
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-slate-50">
              <td className="hidden px-3 py-3 align-top text-slate-500 tabular-nums sm:table-cell">{user.id}</td>
              <td className="break-words px-3 py-3 align-top">
                <span className="block font-medium text-slate-900">{user.username}</span>
                <span className="block text-slate-600 text-sm md:hidden">
                  <Email email={user.email} />
                </span>
              </td>
              <td className="hidden break-words px-3 py-3 align-top text-slate-700 md:table-cell">
                <Email email={user.email} />
              </td>
              <DateCell text={user.createdAt} />
              <DateCell text={user.updatedAt} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}
