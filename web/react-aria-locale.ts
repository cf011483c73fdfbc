import type { Plugin } from 'vite';

/** React Aria's module that reads the browser's locale as it is evaluated. */
const defaultLocaleModule = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

/** Its check of the browser's language tag: called only for the RangeError a malformed tag throws. */
const availabilityCheck = /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\)/;

/**
 * React Aria's locale module, which every screen with a menu or a field loads, checks the browser's language tag as it
 * is evaluated by asking `Intl.DateTimeFormat.supportedLocalesOf`, and uses nothing of the answer but the RangeError a
 * malformed tag throws. That first call makes the engine gather every locale it has date formats for: on a list page,
 * the longest part of a task after the first screenful (docs/performance.md, Lighthouse). The build asks
 * `Intl.getCanonicalLocales` instead, which throws the same RangeError for a malformed tag and gathers nothing. The
 * build fails when the module no longer reads as expected, rather than leaving the call in unnoticed.
 */
export function reactAriaLocaleCheck(): Plugin {
  return {
    name: 'listok-react-aria-locale-check',
    apply: 'build',
    transform(code, id) {
      if (!defaultLocaleModule.test(id)) return undefined;
      if (!availabilityCheck.test(code)) {
        this.error(
          `React Aria's ${id} no longer checks the locale with supportedLocalesOf: see web/react-aria-locale.ts`,
        );
      }
      return { code: code.replace(availabilityCheck, 'Intl.getCanonicalLocales([locale])'), map: null };
    },
  };
}
