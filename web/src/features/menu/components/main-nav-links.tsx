import type { MenuEntry } from '@listok/contract/base';
import { NavLink } from 'react-router';

interface MainNavLinksProps {
  entries: MenuEntry[];
  /** bar: a row in the desktop header; panel: a column in the mobile menu. */
  layout: 'bar' | 'panel';
}

const styles = {
  bar: {
    list: 'flex items-center gap-0.5',
    link: 'whitespace-nowrap rounded-lg px-2.5 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900',
    active: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  },
  panel: {
    list: 'flex flex-col gap-1',
    link: 'block rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-slate-100',
    active: 'bg-brand-50 text-brand-800',
  },
} as const;

/** The server's main menu entries, the current screen marked (aria-current="page"). */
export function MainNavLinks({ entries, layout }: MainNavLinksProps) {
  const style = styles[layout];
  return (
    <ul className={style.list}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLink
            to={entry.path}
            end={entry.path === '/'}
            className={({ isActive }) => `${style.link} ${isActive ? style.active : ''}`}
          >
            {entry.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
