import { type Lang, sharedMessages } from '@listok/contract/base';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langFromCookies } from '../lib/lang';
import { texts } from '../locales';

/** The client's own texts plus the texts it shares with the server (validation hints, error codes, menu names). */
export const resources = {
  ru: { translation: { ...texts.ru, ...sharedMessages.ru } },
  en: { translation: { ...texts.en, ...sharedMessages.en } },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: (typeof texts)['ru'] & (typeof sharedMessages)['ru'] };
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

export { i18n };
