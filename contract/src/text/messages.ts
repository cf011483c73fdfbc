import type { Lang } from '../core/lang.js';
import { en } from './messages.en.js';
import { ru } from './messages.ru.js';
import type { SharedMessages } from './messages.types.js';

export type { MenuKey, SharedMessages } from './messages.types.js';

export const sharedMessages: Record<Lang, SharedMessages> = { ru, en };

/** The placeholders of ITEM_EXISTS: the name of the product already on the list, in capitals of the language. */
export const itemExistsParams = (lang: Lang, name: string): { name: string } => ({
  name: name.toLocaleUpperCase(lang),
});

/**
 * The message for a product already on the list, one wording for the server's 409 (which fills ITEM_EXISTS with
 * `itemExistsParams`) and the add box's warning.
 */
export const itemExistsMessage = (lang: Lang, name: string): string =>
  translate(lang, 'errors.ITEM_EXISTS', itemExistsParams(lang, name));

/** Looks up a dotted key such as `validation.email` and fills {{placeholders}}; unknown keys come back as they are. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.', 2) as [keyof SharedMessages, string | undefined];
  const table = sharedMessages[lang][group] as Record<string, string> | undefined;
  const text = name !== undefined ? table?.[name] : undefined;
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));
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
