import type { Lang } from '@listok/contract';
import { useTranslation } from 'react-i18next';
import { isLang } from '../../lib/lang';

/** The interface language: category and product names follow it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'ru';
}
