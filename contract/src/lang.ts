/** Languages, product names and header names: plain constants, free of zod, for the web client's first screen. */
export const languages = ['ru', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'ru';

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The cookie that holds the interface language, set by `/api/lang/{code}`. */
export const langCookie = 'lang';

/** The value of one cookie in a `Cookie` header or a `document.cookie` string (percent-decoded when it can be). */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The language a cookie's value asks for: a known language, else the default. */
export const langOfCookie = (value: string | undefined): Lang => (isLang(value) ? value : defaultLang);

/** The language the server answers in and the client starts in: the `lang` cookie of a cookie string, else ru. */
export const langFromCookies = (cookies: string): Lang => langOfCookie(readCookie(cookies, langCookie));

export const productName = 'Listok';
export const productNameByLang: Record<Lang, string> = { ru: 'Листок', en: 'Listok' };

/** Response headers of paged calls; both page-count spellings are read by clients. */
export const paginationHeaders = {
  currentPage: 'X-Pagination-Current-Page',
  pagesCount: 'X-Pagination-Pages-Count',
  pageCount: 'X-Pagination-Page-Count',
  pageSize: 'X-Pagination-Page-Size',
  totalCount: 'X-Pagination-Total-Count',
} as const;
