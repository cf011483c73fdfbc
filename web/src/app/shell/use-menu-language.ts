import type { Lang } from '@listok/contract/base';
import { useEffect } from 'react';
import { switchTexts } from '../../lib/texts/texts';

/** The menu answer says which language the server speaks; the interface follows it, with the texts loaded. */
export function useMenuLanguage(lang: Lang | undefined): void {
  useEffect(() => {
    if (lang) void switchTexts(lang);
  }, [lang]);
}
