import { type Lang, productNameByLang } from '@listok/contract/base';

/** `<page title> — Листок` / `<page title> — Listok`; just the product name when the page has no title. */
export function pageTitle(title: string, lang: Lang): string {
  const product = productNameByLang[lang];
  return title.trim() === '' ? product : `${title} — ${product}`;
}
