import { webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { Logo } from '../../../components/logo';
import { useMenu } from '../../../lib/session/menu';
import { useTexts } from '../../../lib/texts/texts';
import { usePageTitle } from '../../../lib/texts/use-page-title';
import { FeatureTiles } from './feature-tiles';
import { SampleList } from './sample-list';

/** The visitor landing page (spec §2): logo, heading, welcome, Login and Register, and the features section. */
export function VisitorLanding() {
  const { t } = useTexts();
  usePageTitle(t('landing.title'));
  // A server that takes no passwords makes accounts at the first single sign-on: signing in is all there is.
  const signup = useMenu().data?.signIn?.password !== false;
  return (
    <>
      <section className="grid items-center gap-10 pt-8 pb-4 sm:pt-14 md:grid-cols-2">
        <div>
          <Logo className="size-16" />
          <h1 className="mt-6 font-extrabold text-3xl text-slate-900 tracking-tight sm:text-5xl">
            {t('landing.heading')}
          </h1>
          <p className="mt-4 text-lg text-slate-600 leading-relaxed">{t('landing.welcome')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={webRoutes.login} className={buttonStyles.primary}>
              {t('landing.login')}
            </Link>
            {signup && (
              <Link to={webRoutes.signup} className={buttonStyles.secondary}>
                {t('landing.register')}
              </Link>
            )}
          </div>
        </div>
        <div className="hidden md:block">
          <SampleList />
        </div>
      </section>
      <FeatureTiles />
    </>
  );
}
