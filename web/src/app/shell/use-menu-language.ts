import type { Lang } from '@listok/contract/base';
import { useEffect } from 'react';
import { setLang } from '../../lib/texts/current-lang';

/** The menu answer says which language the server speaks; the interface follows it. */
export function useMenuLanguage(lang: Lang | undefined): void {
  useEffect(() => {
    if (lang) setLang(lang);
  }, [lang]);
}
