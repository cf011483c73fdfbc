/**
 * The part of the contract without zod: constants, routes, texts and error codes. The web client's shell and landing
 * page import this entry, so the validation library loads only with the screens that validate.
 */

export * from './account/sso.js';
// Types only: erased from the bundle.
export type { ApiErrorBody, ErrorCode } from './core/errors.js';
export * from './core/lang.js';
export * from './core/limits.js';
export * from './core/links.js';
export type { LangAnswer, MenuAnswer, MenuEntry } from './core/menu.js';
export * from './core/routes.js';
export * from './entry/entry-line.js';
export * from './entry/list-kind-words.js';
export * from './entry/plain-entry.js';
export * from './entry/product-match.js';
export * from './entry/qualifiers.js';
export * from './entry/quantity.js';
export * from './entry/shop-words.js';
export * from './entry/synonyms.data.js';
export * from './entry/units.js';
export * from './entry/word-forms.js';
export * from './items/item-kind.js';
export * from './items/item-order.js';
export * from './lists/list-addresses.js';
export * from './lists/list-basics.js';
export * from './money/money-rules.js';
export * from './money/receipt-qr.js';
export * from './money/settle-up.js';
export * from './text/date-text.js';
export * from './text/initial.js';
export * from './text/messages.js';
