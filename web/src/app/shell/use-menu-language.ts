import type { Lang } from '@listok/contract/base';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The menu answer says which language the server speaks; the interface follows it. */
export function useMenuLanguage(lang: Lang | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (lang && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
}
