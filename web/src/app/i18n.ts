import { type Lang, sharedMessages } from '@listok/contract/base';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langFromCookies } from '../lib/lang';
import { coreTexts } from '../locales';
import type accountRu from '../locales/account.ru.json';
import type adminRu from '../locales/admin.ru.json';
import type listsRu from '../locales/lists.ru.json';

/** The client's core texts plus the texts it shares with the server (validation hints, error codes, menu names). */
export const resources = {
  ru: { translation: { ...coreTexts.ru, ...sharedMessages.ru } },
  en: { translation: { ...coreTexts.en, ...sharedMessages.en } },
} as const;

// Every key t() may be asked for, the feature texts included: their files are added when their screens load.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: (typeof coreTexts)['ru'] &
        typeof listsRu &
        typeof accountRu &
        typeof adminRu &
        (typeof sharedMessages)['ru'];
    };
  }
}

const initialLang: Lang = typeof document === 'undefined' ? 'ru' : langFromCookies(document.cookie);

i18n.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLang,
  fallbackLng: 'ru',
  supportedLngs: ['ru', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * Adds the texts of some screens in both languages, so a later language switch finds them too. Called when a screen's
 * code loads, before it renders.
 */
export function addTexts(texts: Record<Lang, object>): void {
  for (const lang of Object.keys(texts) as Lang[]) i18n.addResourceBundle(lang, 'translation', texts[lang], true, true);
}

export { i18n };
