import { Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useApiErrorHandler } from '../../lib/notices/api-error-handler';
import { useStoreInTransition } from '../../lib/react/store';
import { loadMenu, useMenu } from '../../lib/session/menu';
import { useTexts } from '../../lib/texts/texts';
import { firstScreenLoading } from '../first-screen';
import { ErrorBar } from './error-bar';
import { Footer } from './footer';
import { MessageBar } from './message-bar';
import { Navbar } from './navbar';
import { Spinner } from './spinner';
import { useMenuLanguage } from './use-menu-language';
import { useNavigationReset } from './use-navigation-reset';
import { useScrollRestoration } from './use-scroll-restoration';

/** The frame of every screen: navigation bar, message and error bars, the screen, footer. */
export function Shell() {
  const { t, lang } = useTexts();
  const menu = useMenu();
  const handleError = useApiErrorHandler();
  const reportFailure = useEffectEvent((error: unknown) => handleError(error));
  useEffect(() => {
    loadMenu().catch((error: unknown) => reportFailure(error));
  }, []);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useNavigationReset(closeMenu, main);
  useScrollRestoration();
  useMenuLanguage(menu.data?.lang);
  const screenLoading = useStoreInTransition(firstScreenLoading);

  // Spec §2: a spinner until the first menu answer (a failed one shows the error bar instead), and until the code of
  // the screen the app started on is in (app/first-screen.ts).
  if (menu.isPending || screenLoading) return <Spinner fullPage />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:shadow-lg"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar menu={menu.data} lang={lang} open={menuOpen} onOpenChange={setMenuOpen} />
      {/* At least a screen high (below the 4rem bar): the footer starts below the fold, so a screen that grows as its
          data comes does not push a visible footer down (layout shift). */}
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 pb-12 print:min-h-0 print:max-w-none print:p-0"
      >
        {/* Paper gets the screen's content only (docs/behaviour.md, Themes, export and printing). */}
        <div className="print:hidden">
          <ErrorBar />
          <MessageBar />
        </div>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
