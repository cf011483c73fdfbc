import type { Lang } from '@listok/contract/base';
import { useTranslation } from 'react-i18next';
import { isLang } from './lang';

/** The interface language (ru until told otherwise); names of products, units and dates follow it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'ru';
}
