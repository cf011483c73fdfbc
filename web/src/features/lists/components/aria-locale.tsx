import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLang } from '../../../lib/use-lang';

/** React Aria's own texts (e.g. what screen readers hear about suggestions) in the interface language. */
export function AriaLocale({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <I18nProvider locale={lang === 'ru' ? 'ru-RU' : 'en-US'}>{children}</I18nProvider>;
}
