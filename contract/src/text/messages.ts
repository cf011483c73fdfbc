import type { Lang } from '../core/lang.js';
import { en } from './messages.en.js';
import { ru } from './messages.ru.js';
import type { ServerMessages, SharedMessages } from './messages.types.js';
import { en as serverEn } from './server-messages.en.js';
import { ru as serverRu } from './server-messages.ru.js';

export type { MenuKey, ServerMessages, SharedMessages } from './messages.types.js';

export const sharedMessages: Record<Lang, SharedMessages> = { ru, en };

/** Texts only the server says: `translate` reads them; the web app, which shows `sharedMessages`, leaves them out. */
export const serverMessages: Record<Lang, ServerMessages> = { ru: serverRu, en: serverEn };

type Table = Record<string, Record<string, string> | undefined>;

/** A dotted key's text in the tables given, its {{placeholders}} filled; undefined when none has it. */
function lookUp(tables: readonly Table[], key: string, params: Record<string, string | number>): string | undefined {
  const [group, name] = key.split('.', 2) as [string, string | undefined];
  if (name === undefined) return undefined;
  const text = tables.map((table) => table[group]?.[name]).find((found) => found !== undefined);
  return text === undefined ? undefined : fillPlaceholders(text, params);
}

/** A text's {{placeholders}} filled from `params` (an unknown one left empty), as i18next fills the app's. */
export const fillPlaceholders = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));

/** The placeholders of ITEM_EXISTS: the name of the product already on the list, in capitals of the language. */
export const itemExistsParams = (lang: Lang, name: string): { name: string } => ({
  name: name.toLocaleUpperCase(lang),
});

/**
 * The message for a product already on the list, one wording for the server's 409 (which fills ITEM_EXISTS with
 * `itemExistsParams`) and the add box's warning.
 */
export const itemExistsMessage = (lang: Lang, name: string): string =>
  lookUp([sharedMessages[lang]] as unknown as Table[], 'errors.ITEM_EXISTS', itemExistsParams(lang, name)) ?? '';

/**
 * Looks up a dotted key such as `validation.email` (shared or server-only texts) and fills {{placeholders}}; unknown
 * keys come back as they are.
 */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const tables = [sharedMessages[lang], serverMessages[lang]] as unknown as Table[];
  return lookUp(tables, key, params) ?? key;
}

/** A message key of a rule a field breaks: every schema of the contract words its issues with one. */
export type ValidationKey = `validation.${string}`;

const isValidationKey = (message: string): message is ValidationKey => message.startsWith('validation.');

/**
 * The message key of a schema's issue (`parsed.error.issues[0]?.message`), for the field's text in the reader's
 * language; an issue without one (none of the contract's schemas has such) reads as `validation.invalid`.
 */
export const issueKey = (message: string | undefined): ValidationKey =>
  message !== undefined && isValidationKey(message) ? message : 'validation.invalid';
