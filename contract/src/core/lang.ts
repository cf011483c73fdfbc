/** Languages, product names and header names: plain constants, free of zod, for the web client's first screen. */
export const languages = ['ru', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'ru';

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The locale Intl (and the web's React Aria) formats a language in. */
export const intlLocale: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US' };

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

/**
 * The language a browser prefers, from its languages best first (`navigator.languages`, or `acceptedLanguages` of an
 * Accept-Language header): English when an English tag comes before any Russian one ("en-US, ru" or "de, en"), else
 * the default, Russian ("ru, en", "de", none).
 */
export function langOfPreferences(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/u)[0];
    if (primary === 'en') return 'en';
    if (primary === 'ru') return 'ru';
  }
  return defaultLang;
}

/**
 * The language tags of an Accept-Language header, best first: by their q-value (1 when absent; q=0 means "not this
 * one" and is left out), in the header's order among equals. `*` and malformed entries are left out.
 */
export function acceptedLanguages(header: string): string[] {
  const entries: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!/^[a-z]{1,8}(?:[-_][a-z0-9]{1,8})*$/iu.test(tag)) return;
    const qParam = params.find((param) => /^q\s*=/iu.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/iu, ''));
    if (Number.isFinite(q) && q > 0 && q <= 1) entries.push({ tag, q, at });
  });
  return entries.sort((a, b) => b.q - a.q || a.at - b.at).map((entry) => entry.tag);
}

/**
 * The language of a request or of the web client's first screen: an explicit choice (the `lang` cookie) always wins;
 * without one (or with one naming no language), what the browser prefers (`langOfPreferences`). The server passes its
 * Accept-Language header through `acceptedLanguages`, the client `navigator.languages`, so both start alike.
 */
export function langOfVisit(cookie: string | undefined, preferred: readonly string[]): Lang {
  return isLang(cookie) ? cookie : langOfPreferences(preferred);
}

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
