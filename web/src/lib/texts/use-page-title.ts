import { useEffect } from 'react';
import { pageTitle } from './page-title';
import { useLang } from './use-lang';

/** Keeps `document.title` at `<title> — <product name>` in the current language. */
export function usePageTitle(title: string): void {
  const lang = useLang();
  useEffect(() => {
    document.title = pageTitle(title, lang);
  }, [title, lang]);
}
