import { type Lang, type MenuAnswer, productNameByLang, webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { AuthEntries } from '../../features/auth/components/auth-entries';
import { LanguageMenu } from '../../features/menu/components/language-menu';
import { MainNavLinks } from '../../features/menu/components/main-nav-links';
import { useTexts } from '../../lib/texts/texts';

interface NavbarProps {
  menu: MenuAnswer | undefined;
  lang: Lang;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const panelId = 'main-menu-panel';

/** Where the bar has room for every entry: the longer the menu, the wider the screen it needs. */
const layouts = {
  md: { bar: 'hidden md:block', button: 'md:hidden' },
  lg: { bar: 'hidden lg:block', button: 'lg:hidden' },
  xl: { bar: 'hidden xl:block', button: 'xl:hidden' },
} as const;

const layoutFor = (mainEntries: number, signedIn: boolean) => layouts[mainEntries > 5 ? 'xl' : signedIn ? 'lg' : 'md'];

/**
 * The navigation bar built from the server's menu. Below the md breakpoint the main and auth entries fold behind
 * a menu button (a disclosure: aria-expanded, aria-controls).
 */
export function Navbar({ menu, lang, open, onOpenChange }: NavbarProps) {
  const { t } = useTexts();
  const main = menu?.menu.main ?? [];
  const auth = menu?.menu.auth ?? [];
  const username = menu?.username ?? null;
  const layout = layoutFor(main.length, username !== null);
  return (
    <header className="sticky top-0 z-20 border-slate-200 border-b bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to={webRoutes.home} className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={t('nav.home')}>
          <Logo className="size-9" />
          <span className="font-bold text-lg text-slate-900 tracking-tight">{productNameByLang[lang]}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={`ml-2 ${layout.bar}`}>
          <MainNavLinks entries={main} layout="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <div className={layout.bar}>
            <AuthEntries entries={auth} username={username} layout="bar" />
          </div>
          {menu && <LanguageMenu entries={menu.menu.lang} current={lang} />}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('nav.menu')}
            onClick={() => onOpenChange(!open)}
            className={`flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${layout.button}`}
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!open} className={`border-slate-200 border-t bg-white px-4 pt-3 pb-5 ${layout.button}`}>
        <nav aria-label={t('nav.label')}>
          <MainNavLinks entries={main} layout="panel" />
        </nav>
        <div className="mt-3 border-slate-100 border-t pt-4">
          <AuthEntries entries={auth} username={username} layout="panel" />
        </div>
      </div>
    </header>
  );
}
