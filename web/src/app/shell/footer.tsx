import { productNameByLang, webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts';
import { useLang } from '../../lib/use-lang';

export function Footer() {
  const { t } = useTexts();
  const product = productNameByLang[useLang()];
  return (
    <footer className="border-slate-200 border-t bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-slate-600 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-slate-800">{product}</span> — {t('app.tagline')}
        </p>
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
      </div>
    </footer>
  );
}
