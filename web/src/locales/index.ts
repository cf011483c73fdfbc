import accountEn from './account.en.json';
import accountRu from './account.ru.json';
import adminEn from './admin.en.json';
import adminRu from './admin.ru.json';
import en from './en.json';
import listsEn from './lists.en.json';
import listsRu from './lists.ru.json';
import ru from './ru.json';

/**
 * The client's texts, one file per part of the app and language; each file owns its top-level keys
 * (locales.test.ts checks that no two files define the same one).
 */
export const bundles = {
  ru: [ru, listsRu, accountRu, adminRu],
  en: [en, listsEn, accountEn, adminEn],
} as const;

export const texts = {
  ru: { ...ru, ...listsRu, ...accountRu, ...adminRu },
  en: { ...en, ...listsEn, ...accountEn, ...adminEn },
};
