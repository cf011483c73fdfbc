import { webRoutes } from '@listok/contract/base';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ListIcon, UsersIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useTexts } from '../../../lib/texts/texts';
import { usePageTitle } from '../../../lib/texts/use-page-title';

function BigButton({ to, icon, title, hint }: { to: string; icon: ReactNode; title: string; hint: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300 sm:flex-col sm:items-start sm:p-7"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white transition-colors group-hover:bg-brand-800">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-slate-900 text-xl">{title}</span>
        <span className="mt-0.5 block text-slate-600">{hint}</span>
      </span>
    </Link>
  );
}

/**
 * The signed-in home (spec §2): logo, heading and two large buttons, Lists and Contacts; before the buttons, the
 * user's lists part (a box creating a list, the three most recently changed), loaded after the greeting.
 */
export function UserHome({ username, lists }: { username: string; lists?: ReactNode }) {
  const { t } = useTexts();
  usePageTitle(t('home.title'));
  return (
    <section className="mx-auto max-w-3xl py-8 sm:py-14">
      <Logo className="size-14" />
      <h1 className="mt-5 break-words font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {t('home.heading', { username })}
      </h1>
      <p className="mt-2 text-lg text-slate-600">{t('home.lead')}</p>
      {lists && <Suspense fallback={<div className="mt-6 min-h-80" />}>{lists}</Suspense>}
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <BigButton
          to={webRoutes.lists}
          icon={<ListIcon className="size-7" />}
          title={t('home.lists')}
          hint={t('home.listsHint')}
        />
        <BigButton
          to={webRoutes.contacts}
          icon={<UsersIcon className="size-7" />}
          title={t('home.contacts')}
          hint={t('home.contactsHint')}
        />
      </div>
    </section>
  );
}
