import { kindFields } from '../items/item-kind.js';
import type { ListItem } from '../items/list-item.js';
import type { ListKind } from '../lists/list-basics.js';
import { findUnit, isAmount, type UnitNames, unitWords } from './quantity.js';
import { foldName } from './word-forms.js';

// A plain entry: a line of a list of a kind other than shopping (a to-do, a thing to pack, a wish), kept as typed —
// no product, no catalogue, no unit.

/**
 * The words that count things in either language, in their usual forms: «носки 3 пары», "socks 3 pairs". With a
 * number before them at the end of a line, they are its amount (the word kept as the note); other words after a
 * number are part of the text («Забрать 2 посылки», "Call at 5 pm").
 */
const countingWords = new Set(
  [
    'пара пары пар парами',
    'штука штуки штук шт',
    'комплект комплекта комплектов',
    'набор набора наборов',
    'пачка пачки пачек',
    'упаковка упаковки упаковок уп',
    'бутылка бутылки бутылок',
    'банка банки банок',
    'коробка коробки коробок',
    'рулон рулона рулонов',
    'флакон флакона флаконов',
    'тюбик тюбика тюбиков',
    'экземпляр экземпляра экземпляров',
    'pair pairs piece pieces pc pcs set sets pack packs packet packets box boxes bottle bottles',
    'can cans roll rolls tube tubes copy copies',
  ]
    .join(' ')
    .split(' '),
);

/** A count written with a multiplication sign: "x3", "×3", "3x", "3×", «3х». */
const timesPattern = /^(?:[x×х](\d{1,6})|(\d{1,6})[x×х])$/iu;
const numberPattern = /^\d{1,9}(?:[.,]\d{1,3})?$/u;

/** What a line of a plain entry says: its text, and the amount and the word of it when the line ends with them. */
export interface PlainEntry {
  name: string;
  amount: number | null;
  /** The counting word after the amount («пары»), `""` when none. */
  note: string;
}

const amountOf = (text: string): number | null => {
  const value = Number(text.replace(',', '.'));
  return value > 0 && isAmount(value) ? value : null;
};

/**
 * Reads a plain entry off a line. The amount is read only at the end of the line and only when it is written as an
 * amount: a number and a counting word or unit («носки 3 пары» → «носки», 3, note «пары»; «вода 2 л» → «вода», 2,
 * note «л»), or a count with a multiplication sign («футболки x5», "socks 3×"). Anything else is the text as typed:
 * «Позвонить маме в 5», «Забрать 2 посылки», "iPhone 15", "Lego 42115". A to-do's line is what to do, all of it
 * («купить молоко 2 литра»): on a to-do list (`kind`) no amount is read.
 */
export function readPlainEntry(line: string, units: readonly UnitNames[] = [], kind?: ListKind): PlainEntry {
  const whole = line.trim().replace(/\s+/gu, ' ');
  const tokens = whole.split(' ');
  const asTyped: PlainEntry = { name: whole, amount: null, note: '' };
  if (tokens.length < 2 || kind === 'todo') return asTyped;
  const last = tokens.at(-1) ?? '';
  const times = timesPattern.exec(last);
  if (times) {
    const amount = amountOf(times[1] ?? times[2] ?? '');
    const name = tokens.slice(0, -1).join(' ');
    return amount !== null && /\p{L}/u.test(name) ? { name, amount, note: '' } : asTyped;
  }
  if (tokens.length < 3) return asTyped;
  const number = tokens.at(-2) ?? '';
  const word = last.replace(/\.$/u, '');
  const counting = countingWords.has(word.toLocaleLowerCase('ru')) || findUnit(unitWords(units), word) !== undefined;
  if (!numberPattern.test(number) || !counting) return asTyped;
  const amount = amountOf(number);
  const name = tokens.slice(0, -2).join(' ');
  return amount !== null && /\p{L}/u.test(name) ? { name, amount, note: last } : asTyped;
}

/**
 * A plain entry as an item of a list of the kind before the server has it (a preview's row, the web's stand-in): no
 * product, no unit, nothing ticked, nothing of its kind set; `id`, `num`, `added_at` and the link as the caller has
 * them.
 */
export function plainEntryItem(
  entry: PlainEntry,
  row: { id: number; num: number; added_at: string; link?: string | null | undefined },
  kind: ListKind,
): ListItem {
  return {
    ...kindFields(kind),
    id: row.id,
    itemId: null,
    num: row.num,
    name: entry.name,
    name_ru: entry.name,
    name_en: entry.name,
    details: '',
    unit: null,
    unit_ru: '',
    unit_en: '',
    amount: entry.amount,
    link: row.link ?? null,
    note: entry.note,
    completed: false,
    added_at: row.added_at,
    completed_by: null,
    completed_at: null,
    category: null,
  };
}

/**
 * The key a plain entry is known by on its list: its address when it has one (many pages of one shop share a host, so
 * the name says little), else its text folded (`foldName`: case, ё = е, look-alikes).
 */
export const entryKey = (name: string, link?: string | null): string => (link ? `link ${link}` : foldName(name));

/** The keys a list's item is found by as an entry: its name in either language, and its address when it has one. */
export const entryKeysOf = (item: Pick<EntryItem, 'name_ru' | 'name_en' | 'link'>): string[] => [
  entryKey(item.name_ru),
  entryKey(item.name_en),
  ...(item.link ? [entryKey('', item.link)] : []),
];

/** What the duplicate rule reads of a list's item: its names and address, and what a line may say of it. */
export interface EntryItem {
  name_ru: string;
  name_en: string;
  link: string | null;
  completed?: boolean;
  amount?: number | null;
  note?: string;
  /** A to-do's due as the list answers it (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm`), or none. */
  due?: string | null | undefined;
}

/** What a line says of its entry beyond its text: its amount, counting word and due, when it gave them. */
export interface EntryDetails {
  amount?: number | null;
  note?: string;
  due?: string | null | undefined;
}

/** Whether a line says nothing of an open item but what it holds: no amount, word or due, or the item's own. */
const saysNothingNew = (item: EntryItem, entry: EntryDetails): boolean =>
  (entry.amount == null || entry.amount === item.amount) &&
  (!entry.note || foldName(entry.note) === foldName(item.note ?? '')) &&
  (!entry.due || entry.due === item.due);

/**
 * The item on the list a plain entry repeats (a line read as the server reads it: an address alone is its link): an
 * open one the line says nothing new of, which the server skips and the add box points at; else a ticked one, which
 * is put back on the list (`add-text`) with what the line said. An open item the line says more of (another due:
 * «уборка» on Saturday and on Sunday; another amount or word) is not repeated: the line is a second entry, never
 * dropped.
 */
export function entryOnTheList<Item extends EntryItem>(
  items: readonly Item[],
  entry: { name: string; link?: string | null | undefined } & EntryDetails,
): Item | undefined {
  const key = entryKey(entry.name, entry.link);
  const named = items.filter((item) => entryKeysOf(item).includes(key));
  return named.find((item) => !item.completed && saysNothingNew(item, entry)) ?? named.find((item) => item.completed);
}
