import { productNameByLang, webRoutes } from '@listok/contract/base';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { whenIdle } from '../../lib/browser/when-idle';
import { lazyComponent } from '../../lib/react/lazy-component';
import { useTexts } from '../../lib/texts/texts';
import { useLang } from '../../lib/texts/use-lang';

// Below the fold on every screen: its code loads once the page is idle, after the screen's own code and data, outside
// the pages' JavaScript budgets; its box keeps its height meanwhile.
const ThemeSwitch = lazyComponent(() => import('./theme-switch').then((module) => module.ThemeSwitch));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: 3000 }), []);
  return idle;
}

export function Footer() {
  const { t } = useTexts();
  const product = productNameByLang[useLang()];
  const idle = useIdle();
  return (
    <footer className="border-slate-200 border-t bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-slate-600 text-sm lg:flex-row lg:items-center lg:justify-between">
        <p>
          <span className="font-semibold text-slate-800">{product}</span> — {t('app.tagline')}
        </p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between lg:gap-8">
          <ul className="flex gap-5">
            <li>
              <Link to={webRoutes.feedback} className="font-medium text-slate-700 hover:text-brand-800 hover:underline">
                {t('footer.feedback')}
              </Link>
            </li>
            <li>
              <Link to={webRoutes.help} className="font-medium text-slate-700 hover:text-brand-800 hover:underline">
                {t('footer.help')}
              </Link>
            </li>
          </ul>
          <div className="min-h-12">{idle && <ThemeSwitch />}</div>
        </div>
      </div>
    </footer>
  );
}
