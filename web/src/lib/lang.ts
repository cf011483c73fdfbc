import { defaultLang, type Lang, languages } from '@listok/contract/base';

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The locale the browser's Intl and React Aria format a language in. */
export const intlLocale: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US' };

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The language the server will answer in: the `lang` cookie, else ru. */
export function langFromCookies(cookies: string): Lang {
  const value = readCookie(cookies, 'lang');
  return isLang(value) ? value : defaultLang;
}

/** The language a menu entry switches to: the last segment of `/api/lang/{code}`. */
export function langOfPath(path: string): Lang | undefined {
  const code = path.split('/').pop();
  return isLang(code) ? code : undefined;
}
