/**
 * The part of the contract without zod: constants, routes, texts and error codes. The web client's shell and landing
 * page import this entry, so the validation library loads only with the screens that validate.
 */

// Types only: erased from the bundle.
export type { ApiErrorBody, ErrorCode } from './errors.js';
export * from './item-order.js';
export * from './lang.js';
export * from './limits.js';
export * from './links.js';
export * from './list-basics.js';
export * from './list-kind-words.js';
export type { LangAnswer, MenuAnswer, MenuEntry } from './menu.js';
export * from './messages.js';
export * from './plain-entry.js';
export * from './product-match.js';
export * from './qualifiers.js';
export * from './quantity.js';
export * from './routes.js';
export * from './sso.js';
export * from './synonyms.data.js';
export * from './units.js';
export * from './word-forms.js';
