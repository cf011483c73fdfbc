import type { ErrorCode } from '../core/errors.js';
import type { Lang } from '../core/lang.js';

/**
 * Texts shared by the server (error answers) and the web client (field hints): one wording per rule.
 * Placeholders use the i18next form {{name}}.
 */
export interface SharedMessages {
  validation: Record<string, string>;
  errors: Record<ErrorCode, string>;
  /** The languages' names in the language menu (the server-built menu's other entries: `ServerMessages.menu`). */
  menu: Record<Lang, string>;
}

/**
 * Texts only the server says (server-messages.{ru,en}.ts): the web app never shows them by key, so they stay out of
 * its bundle. `translate` finds both kinds.
 */
export interface ServerMessages {
  /** An error's wording for a member who is not the list's owner, where the general one asks for what only the owner can do. */
  memberErrors: Partial<Record<ErrorCode, string>>;
  /**
   * The rules of fields only the server checks (the money's: receipts, settlements, spending), found by `translate`
   * after the shared ones.
   */
  validation: Record<string, string>;
  /** Names of the entries of the server-built menu (the languages' are shared). */
  menu: Record<Exclude<MenuKey, Lang>, string>;
  /** What a call that only reports success says (`{"message"}`). */
  success: Record<string, string>;
  /** An error's wording for the money of a list (receipts, balances, spending), where the general one speaks of other things. */
  moneyErrors: Partial<Record<ErrorCode, string>>;
  /** Why an ingredient of a recipe was not put on a list (`POST /api/list/{id}/recipe`). */
  addRecipe: Record<'untitled' | 'leftOut', string>;
  /** The names of spending's groups that have none (`GET /api/spending`). */
  spending: Record<'noStore' | 'noDepartment' | 'formerMember', string>;
  /** Why a line of a pasted list was not added (`POST /api/list/{id}/add-text`). */
  addText: Record<'exists' | 'otherUnits' | 'noName' | 'entryExists' | 'hiddenChars', string>;
  /**
   * The CalDAV server's words (server/src/features/caldav): a list a calendar app made without a name; and the
   * configuration profile of an Apple device (server/src/features/tokens/mobileconfig.ts).
   */
  caldav: Record<'newList' | 'uid' | 'profileName' | 'profileDescription' | 'account', string>;
  /** Why a page could not be read (`FETCH_FAILED`'s reason: a recipe's import). */
  fetchFailures: Record<FetchFailure, string>;
}

/** Why a fetched page gave nothing to read, as the user is told. */
export type FetchFailure = 'unresolved' | 'redirects' | 'too-large' | 'timeout' | 'content-type' | 'status' | 'network';

export type MenuKey =
  | 'home'
  | 'lists'
  | 'recipes'
  | 'spending'
  | 'contacts'
  | 'vocabulary'
  | 'settings'
  | 'products'
  | 'users'
  | 'help'
  | 'login'
  | 'signup'
  | 'logout'
  | 'ru'
  | 'en';
