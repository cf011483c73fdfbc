import { type Lang, langFromCookies } from '@listok/contract/base';
import { createStore } from './store';

/**
 * The interface language: the `lang` cookie at start, then what the server's menu and the language switch say. The
 * page's `lang` attribute follows it.
 */
export const langStore = createStore<Lang>(typeof document === 'undefined' ? 'ru' : langFromCookies(document.cookie));

if (typeof document !== 'undefined') {
  document.documentElement.lang = langStore.get();
  langStore.subscribe(() => {
    document.documentElement.lang = langStore.get();
  });
}

export const setLang = (lang: Lang): void => langStore.set(lang);
