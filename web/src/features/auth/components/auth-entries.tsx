import { addressOf, logOutLink } from '@listok/contract/api';
import { type MenuEntry, webRoutes } from '@listok/contract/base';
import { NavLink } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { UserIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';
import { LogoutButton } from './logout-button';

interface AuthEntriesProps {
  entries: MenuEntry[];
  username: string | null;
  layout: 'bar' | 'panel';
}

const logoutPath = addressOf(logOutLink);

/** The menu's auth entries: sign-in and sign-up for visitors; the username and log-out for a signed-in user. */
export function AuthEntries({ entries, username, layout }: AuthEntriesProps) {
  const { t } = useTexts();
  const panel = layout === 'panel';
  return (
    <ul className={panel ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
      {username !== null && (
        <li className={`flex min-w-0 items-center gap-2 py-2 text-slate-700 text-sm ${panel ? 'px-3' : 'pl-2'}`}>
          <UserIcon className="size-5 shrink-0 text-slate-500" />
          <span className="sr-only">{t('nav.signedInAs')}</span>
          <span title={username} className={`truncate font-semibold text-slate-900 ${panel ? '' : 'max-w-40'}`}>
            {username}
          </span>
        </li>
      )}
      {entries.map((entry) => (
        <li key={entry.path}>
          {entry.path === logoutPath ? (
            <LogoutButton name={entry.name} wide={panel} />
          ) : (
            <NavLink
              to={entry.path}
              className={`${entry.path === webRoutes.signup ? buttonStyles.primary : buttonStyles.quiet} ${panel ? 'w-full' : 'min-h-10 px-4 py-2 text-sm'}`}
            >
              {entry.name}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
