import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang } from './lang';
import { pageTitle } from './page-title';

/** Keeps `document.title` at `<title> — <product name>` in the current language. */
export function usePageTitle(title: string): void {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'ru';
  useEffect(() => {
    document.title = pageTitle(title, lang);
  }, [title, lang]);
}
