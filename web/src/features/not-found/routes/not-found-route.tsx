import { webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { useTexts } from '../../../lib/texts/texts';
import { usePageTitle } from '../../../lib/texts/use-page-title';

/** Any path the app does not know (the server answers it with status 404 and this page). */
export function NotFoundRoute() {
  const { t } = useTexts();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-xl py-12 text-center sm:py-20">
      <p aria-hidden="true" className="font-extrabold text-7xl text-brand-200 tracking-tight sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-slate-600">{t('notFound.text')}</p>
      <Link to={webRoutes.home} className={`${buttonStyles.primary} mt-8`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
