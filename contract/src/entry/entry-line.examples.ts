import type { Lang } from '../core/lang.js';
import type { UnitCode } from './units.js';

/**
 * The smart-entry examples of the docs (README, docs/behaviour.md "Smart entry", docs/api.md "Catalogue search" and
 * "Shops"), as rows: what the add box searches and adds (`readEntryLine`, contract entry-line.test.ts) and the good the
 * paste puts on the list (server add-text.examples.test.ts), so an example the docs give is one both sides keep.
 */
export interface EntryLineExample {
  /** The interface's language the line is typed in. */
  lang: Lang;
  line: string;
  /** The name the add box searches, without the amount, the note and the shop. */
  name: string;
  amount?: number;
  unit?: UnitCode;
  note?: string;
  /** The list's shop the line names (one of `entryLineShops`). */
  store?: string;
  /** The good on the list, named in the line's language: the catalogue's, else the new product made of the name. */
  good: string;
}

/** The shops of the list the examples are typed on. */
export const entryLineShops = ['Ашан', 'Рынок', 'Costco'] as const;

const ru = (line: string, name: string, good: string, more: Partial<EntryLineExample> = {}): EntryLineExample => ({
  lang: 'ru',
  line,
  name,
  good,
  ...more,
});
const en = (line: string, name: string, good: string, more: Partial<EntryLineExample> = {}): EntryLineExample => ({
  ...ru(line, name, good, more),
  lang: 'en',
});

export const entryLineExamples: readonly EntryLineExample[] = [
  // Amounts before or after the name, with or without a space before the unit; a bare count is pieces.
  ru('2 кг яблок', 'яблок', 'Яблоки', { amount: 2, unit: 'kg' }),
  ru('яблоки 2кг', 'яблоки', 'Яблоки', { amount: 2, unit: 'kg' }),
  ru('1,5 л молока', 'молока', 'Молоко', { amount: 1.5, unit: 'l' }),
  ru('яйца 10 шт', 'яйца', 'Яйца', { amount: 10, unit: 'pcs' }),
  en('milk 2 l', 'milk', 'Milk', { amount: 2, unit: 'l' }),
  en('3 bread', 'bread', 'Bread', { amount: 3, unit: 'pcs' }),
  // Qualifiers: the note, and counts by a word.
  ru('молоко 3,2%', 'молоко', 'Молоко', { note: '3,2%' }),
  ru('сметана 20 %', 'сметана', 'Сметана', { note: '20%' }),
  ru('подгузники 4 размер', 'подгузники', 'Подгузники', { note: '4 размер' }),
  ru('пиво 6 по 0,5', 'пиво', 'Пиво', { amount: 6, unit: 'pcs', note: 'по 0,5 л' }),
  ru('йогурт 4 по 125 г', 'йогурт', 'Йогурт', { amount: 4, unit: 'pcs', note: 'по 125 г' }),
  ru('яйца десяток', 'яйца', 'Яйца', { amount: 10, unit: 'pcs' }),
  ru('десяток яиц', 'яиц', 'Яйца', { amount: 10, unit: 'pcs' }),
  ru('чеснок 2 головки', 'чеснок', 'Чеснок', { amount: 2, unit: 'pcs' }),
  en('milk 2%', 'milk', 'Milk', { note: '2%' }),
  en('eggs a dozen', 'eggs', 'Eggs', { amount: 12, unit: 'pcs' }),
  en('a dozen eggs', 'eggs', 'Eggs', { amount: 12, unit: 'pcs' }),
  en('half a dozen eggs', 'eggs', 'Eggs', { amount: 6, unit: 'pcs' }),
  en('diapers size 4', 'diapers', 'Nappies', { note: 'size 4' }),
  // Word forms, synonyms, the other keyboard layout, the other language.
  ru('хлеба', 'хлеба', 'Хлеб'),
  ru('картошка', 'картошка', 'Картофель'),
  ru('2 кг картохи', 'картохи', 'Картофель', { amount: 2, unit: 'kg' }),
  ru('корм для кошки', 'корм для кошки', 'Корм сухой для кошек'),
  ru('vjkjrj', 'vjkjrj', 'Молоко'),
  ru('milk 2%', 'milk', 'Молоко', { note: '2%' }),
  en('spuds', 'spuds', 'Potatoes'),
  en('apples', 'apples', 'Apples'),
  en('ьшдл', 'ьшдл', 'Milk'),
  // A name the catalogue does not know is a new product, capitalised.
  ru('груша-бере', 'груша-бере', 'Груша-бере'),
  // A shop of the list named at the end.
  ru('сыр в Ашане', 'сыр', 'Сыр', { store: 'Ашан' }),
  ru('молоко 2 л на рынке', 'молоко', 'Молоко', { amount: 2, unit: 'l', store: 'Рынок' }),
  en('cheese at Costco', 'cheese', 'Cheese', { store: 'Costco' }),
];
