import type { Plugin } from 'vite';
import { type Patch, patchModules } from './build-patches';

/**
 * React Aria's internationalisation, made to ask the engine's locale data only when it needs an answer from it. Each
 * first question of a kind makes the engine load data for it, tens of milliseconds on a slow phone, and React Aria
 * asked three such questions as a list page's menus and add box loaded after its first screenful, in tasks long
 * enough to count as blocking (docs/performance.md, Lighthouse):
 * - its locale module checks the browser's language tag as it is evaluated with
 *   `Intl.DateTimeFormat.supportedLocalesOf`, of which it uses only the RangeError a malformed tag throws: that first
 *   call gathers every locale the engine has date formats for. `Intl.getCanonicalLocales` throws the same RangeError
 *   and gathers nothing;
 * - the direction of a locale (the browser's, and the one the app gives `I18nProvider`) is asked of
 *   `Intl.Locale(…).maximize()`, which loads the likely scripts of every language: Russian and English are written
 *   left to right wherever they are spoken, so their tags are answered without it;
 * - `useCollator` makes an `Intl.Collator` as a combo box, list box or menu first renders, for filtering and typing to
 *   select; the app filters its suggestions itself, and React Aria only ever calls `compare`, so the collator is made
 *   at the first comparison instead.
 */
const patches: Patch[] = [
  {
    module: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    find: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\)/,
    replace: 'Intl.getCanonicalLocales([locale])',
  },
  {
    module: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/,
    find: /\/\/ If the Intl\.Locale API is available, use it to get the locale's text direction\.\n/,
    replace: 'if (/^(ru|en)(-[A-Z]{2})?$/.test(localeString)) return false;\n',
  },
  {
    module: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useCollator\.mjs$/,
    find: /let formatter = new Intl\.Collator\(locale, options\);/,
    replace:
      'let made; let formatter = { compare: (a, b) => (made ??= new Intl.Collator(locale, options)).compare(a, b) };',
  },
];

export const reactAriaIntl = (): Plugin => patchModules('listok-react-aria-intl', 'web/react-aria-intl.ts', patches);
