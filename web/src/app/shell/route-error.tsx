import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { Logo } from '../../components/logo';

/** Shown when a screen's code cannot be loaded (e.g. a new version was deployed) or a screen crashed. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('A screen failed', error);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Logo className="mx-auto size-12" />
        <h1 className="mt-4 font-semibold text-slate-900 text-xl">{t('app.routeError')}</h1>
        <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </div>
    </main>
  );
}
