import { isLang, type Lang } from '@listok/contract/base';

/** The locale the browser's Intl and React Aria format a language in. */
export const intlLocale: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US' };

/** The language a menu entry switches to: the code its address ends with. */
export function langOfPath(path: string): Lang | undefined {
  const code = path.split('/').pop();
  return isLang(code) ? code : undefined;
}
