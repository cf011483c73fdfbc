import { type Lang, languages, type MenuEntry, type MenuKey, translate } from '@listok/contract';
import { addressOf, logOutLink, switchLanguage } from '@listok/contract/api';
import type { SessionUser } from '../../plugins/sessions.js';

type EntrySpec = [MenuKey, string];

const visitorMain: EntrySpec[] = [
  ['home', '/'],
  ['help', '/help'],
];
const userMain: EntrySpec[] = [
  ['lists', '/lists'],
  ['recipes', '/recipes'],
  ['spending', '/spending'],
  ['contacts', '/contacts'],
  ['vocabulary', '/vocabulary'],
  ['settings', '/settings'],
  ['help', '/help'],
];
const adminMain: EntrySpec[] = [
  ['products', '/products'],
  ['users', '/users'],
];

/**
 * The menu a caller sees: visitors get sign-in and sign-up (without sign-up when the server takes no passwords), users
 * their screens, admins the admin screens too.
 */
export function buildMenu(user: SessionUser | null, lang: Lang, { signup = true }: { signup?: boolean } = {}) {
  const entries = (specs: EntrySpec[]): MenuEntry[] =>
    specs.map(([key, path]) => ({ name: translate(lang, `menu.${key}`), path }));
  const main = !user
    ? visitorMain
    : user.isAdmin
      ? [...userMain.slice(0, -1), ...adminMain, ...userMain.slice(-1)]
      : userMain;
  const auth: EntrySpec[] = user
    ? [['logout', addressOf(logOutLink)]]
    : [['login', '/login'], ...(signup ? [['signup', '/signup'] satisfies EntrySpec] : [])];
  return {
    main: entries(main),
    auth: entries(auth),
    lang: entries(languages.map((code): EntrySpec => [code, addressOf(switchLanguage, { params: { code } })])),
  };
}
