import { type Lang, langCookie, langOfVisit, readCookie } from '@listok/contract/base';
import { createStore } from '../react/store';

/**
 * The language the client starts in: the `lang` cookie (an explicit choice), else English when the browser prefers it
 * to Russian, else Russian; the server answers a request without the cookie by the same rule (Accept-Language).
 */
export function firstLang(): Lang {
  if (typeof document === 'undefined') return 'ru';
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return langOfVisit(readCookie(document.cookie, langCookie), preferred);
}

/**
 * The interface language: the first language (above), then what the server's menu and the language switch say. The
 * page's `lang` attribute follows it.
 */
export const langStore = createStore<Lang>(firstLang());

if (typeof document !== 'undefined') {
  document.documentElement.lang = langStore.get();
  langStore.subscribe(() => {
    document.documentElement.lang = langStore.get();
  });
}

export const setLang = (lang: Lang): void => langStore.set(lang);
