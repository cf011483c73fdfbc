import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { intlLocale } from '../lib/texts/lang';
import { useLang } from '../lib/texts/use-lang';

/**
 * React Aria's own texts (e.g. what screen readers hear about suggestions) in the interface language. Given where its
 * components are (the add box, the menus, the dialogs), not around a whole screen, so that its code, and the Intl
 * set-up that code runs as it loads, come after the list's first screenful.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <I18nProvider locale={intlLocale[lang]}>{children}</I18nProvider>;
}
