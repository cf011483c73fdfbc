/**
 * Every icon of the app, one import for all. The sets are separate files only to keep each file short: this module
 * imports all of them, so the icons stay in the one chunk they were always in (the shell's).
 */
export * from './icon-sets/account-icons';
export * from './icon-sets/list-icons';
export * from './icon-sets/shell-icons';
