/**
 * The units of Listok, one table: the seed loads their codes and names (server/src/db/seed), and the add box and the
 * server read amounts with them (quantity.ts). Zod-free, for the list screen's first screen.
 */

import { intlLocale, type Lang } from '../core/lang.js';

export interface UnitDefinition<Code extends string = UnitCode> {
  code: Code;
  /** The unit's names, as seeded and as `GET /api/units` answers them. */
  ru: string;
  en: string;
  /** Other ways to write it, folded (lower case, ё as е), without a trailing dot. */
  spellings: readonly string[];
  /**
   * Units of one measure that convert: how many of the measure's base one of this unit is, an integer: milligrams for
   * mass (an ounce is 28 350), millilitres for volume. Volume never converts into mass: that takes the food's density.
   */
  measure?: 'mass' | 'volume';
  factor?: number;
  /**
   * The name's forms after an amount where the word changes with it (`unitAfter`): Russian one, few, many ("1 банка",
   * "2 банки", "5 банок"; a fraction takes the few form: "1,5 банки"), English one, other ("1 pc", "1.5 pcs").
   * Abbreviations and symbols (кг, шт, уп., kg, ml, dozen) have none.
   */
  ruForms?: readonly [one: string, few: string, many: string];
  enForms?: readonly [one: string, other: string];
}

const words = (text: string): string[] => (text === '' ? [] : text.split(' '));

/**
 * The units and the common ways to write them in both languages. Other forms of the words are found by their stem
 * ("литра", "литров" as "литр"; "штуки" as "штука") or, in English, without a plural "s" ("kgs", "litres").
 */
const table = [
  { code: 'pcs', ru: 'шт', en: 'pcs', enForms: ['pc', 'pcs'], spellings: words('штука штучка головка pc piece') },
  {
    code: 'kg',
    ru: 'кг',
    en: 'kg',
    measure: 'mass',
    factor: 1_000_000,
    spellings: words('кило килограмм kilo kilogram kilogramme'),
  },
  { code: 'g', ru: 'г', en: 'g', measure: 'mass', factor: 1000, spellings: words('гр грамм gr gram gramme') },
  { code: 'l', ru: 'л', en: 'l', measure: 'volume', factor: 1000, spellings: words('литр lt ltr liter litre') },
  { code: 'ml', ru: 'мл', en: 'ml', measure: 'volume', factor: 1, spellings: words('миллилитр milliliter millilitre') },
  {
    code: 'pack',
    ru: 'уп.',
    en: 'pack',
    enForms: ['pack', 'packs'],
    spellings: words('уп упак упаковка упаковок пачка пачек pkg package'),
  },
  { code: 'bottle', ru: 'бут.', en: 'bottle', enForms: ['bottle', 'bottles'], spellings: words('бут бутылка бутылок') },
  {
    code: 'can',
    ru: 'банка',
    en: 'can',
    ruForms: ['банка', 'банки', 'банок'],
    enForms: ['can', 'cans'],
    spellings: words('банок jar tin'),
  },
  {
    code: 'bunch',
    ru: 'пучок',
    en: 'bunch',
    ruForms: ['пучок', 'пучка', 'пучков'],
    enForms: ['bunch', 'bunches'],
    spellings: words('пучка bunches'),
  },
  { code: 'm', ru: 'м', en: 'm', spellings: words('метр meter metre') },
  { code: 'dozen', ru: 'дес.', en: 'dozen', spellings: words('дес десяток десятка') },
  { code: 'box', ru: 'кор.', en: 'box', enForms: ['box', 'boxes'], spellings: words('кор коробка коробок boxes') },
  {
    code: 'bag',
    ru: 'пакет',
    en: 'bag',
    ruForms: ['пакет', 'пакета', 'пакетов'],
    enForms: ['bag', 'bags'],
    spellings: words('пакетик'),
  },
  {
    code: 'roll',
    ru: 'рулон',
    en: 'roll',
    ruForms: ['рулон', 'рулона', 'рулонов'],
    enForms: ['roll', 'rolls'],
    spellings: [],
  },
  {
    code: 'tube',
    ru: 'тюбик',
    en: 'tube',
    ruForms: ['тюбик', 'тюбика', 'тюбиков'],
    enForms: ['tube', 'tubes'],
    spellings: [],
  },
  { code: 'pair', ru: 'пара', en: 'pair', ruForms: ['пара', 'пары', 'пар'], enForms: ['pair', 'pairs'], spellings: [] },
  // The kitchen's measures (seed version 3), as recipes write them. Spoons are the metric ones (a US tablespoon is
  // 14.8 ml: the same spoon in a kitchen). A bare «ложка» is not one of them: it is a good («ложки 6 шт»), as "t" and
  // "T" (a teaspoon and a tablespoon in some American recipes) are not read at all: the table folds case.
  {
    code: 'tbsp',
    ru: 'ст. л.',
    en: 'tbsp',
    measure: 'volume',
    factor: 15,
    spellings: [
      'ст л',
      'ст ложка',
      'стол ложка',
      'столовая ложка',
      'столовых ложек',
      'tablespoon',
      'tbs',
      'tbl',
      'tblsp',
    ],
  },
  {
    code: 'tsp',
    ru: 'ч. л.',
    en: 'tsp',
    measure: 'volume',
    factor: 5,
    spellings: ['ч л', 'ч ложка', 'чайная ложка', 'чайных ложек', 'teaspoon'],
  },
  // No measure: a recipe's «стакан» is a faceted glass of 200 ml (250 ml for a tea glass), an American cup 240 ml, a
  // metric one 250 ml. The unit keeps what the cook wrote and never turns into millilitres (docs/behaviour.md, Recipes).
  {
    code: 'cup',
    ru: 'стакан',
    en: 'cup',
    ruForms: ['стакан', 'стакана', 'стаканов'],
    enForms: ['cup', 'cups'],
    spellings: words('стак чашка чашек'),
  },
  {
    code: 'pinch',
    ru: 'щепотка',
    en: 'pinch',
    ruForms: ['щепотка', 'щепотки', 'щепоток'],
    enForms: ['pinch', 'pinches'],
    spellings: words('щепот щепоток'),
  },
  {
    code: 'clove',
    ru: 'зубчик',
    en: 'clove',
    ruForms: ['зубчик', 'зубчика', 'зубчиков'],
    enForms: ['clove', 'cloves'],
    spellings: words('зуб зубок'),
  },
  // Ounces and pounds of American recipes, in the cookbooks' rounding (28.35 g, and 16 of them 453.6 g; exactly
  // 28.3495 g and 453.592 g): the factors are milligrams, so a pound is 16 ounces and each sums with grams exactly.
  {
    code: 'oz',
    ru: 'унция',
    en: 'oz',
    measure: 'mass',
    factor: 28_350,
    ruForms: ['унция', 'унции', 'унций'],
    spellings: words('унц ounce'),
  },
  {
    code: 'lb',
    ru: 'фунт',
    en: 'lb',
    measure: 'mass',
    factor: 453_600,
    ruForms: ['фунт', 'фунта', 'фунтов'],
    spellings: words('pound'),
  },
] as const satisfies readonly UnitDefinition<string>[];

/** A unit's code: a typo in one (the seed's goods, a query) fails the type check. */
export type UnitCode = (typeof table)[number]['code'];

/** In the order the seed gives the units their positions. */
export const unitTable: readonly UnitDefinition[] = table;

/** The code of the unit a bare count means ("3 bread" is 3 pieces), and of a product's unit by default. */
export const piecesCode: UnitCode = 'pcs';

/** The table's unit of a code. */
export function unitDefinition(code: UnitCode): UnitDefinition {
  const found = unitTable.find((unit) => unit.code === code);
  if (!found) throw new Error(`No unit ${code} in the table`);
  return found;
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};

/** The plural category of a number in a language (Intl.PluralRules): `one`, `few`, `many` or `other`. */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  pluralRules[lang] ??= new Intl.PluralRules(lang);
  return pluralRules[lang].select(count);
}

/**
 * A unit's name as it reads after an amount, in the language: "1 pc", "2 pcs", "1.5 bottles", "2 банки", "5 банок",
 * "21 пакет"; kg, l, шт and the other abbreviations never change. The forms belong to the table's word, so they are
 * found by the name the unit carries (an item has its unit's names, not its code); a name the table does not have
 * (a unit renamed in the database) is shown as it is.
 */
export function unitAfter(amount: number, names: { name_ru: string; name_en: string }, lang: Lang): string {
  const name = lang === 'ru' ? names.name_ru : names.name_en;
  const unit = unitTable.find((definition) => definition[lang] === name);
  const category = pluralCategory(lang, amount);
  if (lang === 'en') return unit?.enForms?.[category === 'one' ? 0 : 1] ?? name;
  const forms = unit?.ruForms;
  if (!forms) return name;
  return category === 'one' ? forms[0] : category === 'many' ? forms[2] : forms[1];
}

/** The decimal mark of each language's amounts. */
const decimalMark: Record<Lang, string> = { ru: ',', en: '.' };

const amountFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};

/**
 * An amount as people of the language write it: `1,5` in Russian, `1.5` in English; at most three decimals, no
 * thousands separators. The amounts a list holds (0 and up, below 10²¹) are written out by hand, the same text as
 * Intl.NumberFormat's (units.test.ts compares them): a page's first NumberFormat or DateTimeFormat loads the locale's
 * formatting data, which the task that draws a list's first rows did (docs/performance.md, Lighthouse). Anything else
 * goes to Intl.
 */
export function formatAmount(value: number, lang: Lang): string {
  if (!(value >= 0 && value < 1e21) || Object.is(value, -0)) {
    amountFormats[lang] ??= new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 3, useGrouping: false });
    return amountFormats[lang].format(value);
  }
  // Less than half a thousandth is 0; from it on, `String` writes no exponent.
  const text = value < 0.0005 ? '0' : thousandths(String(value));
  return text.replace('.', decimalMark[lang]);
}

/**
 * A number's shortest decimal text rounded to three decimals, a half away from zero, without trailing zeros. Intl
 * rounds that text, not the double's exact value: 0.0135 is 0.01349999… as a double, and it writes 0.014.
 */
function thousandths(shortest: string): string {
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, 3).padEnd(3, '0');
  if (fraction.charAt(3) >= '5') digits = plusOne(digits);
  const cut = digits.length - 3;
  let decimals = digits.slice(cut);
  while (decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return decimals === '' ? digits.slice(0, cut) : `${digits.slice(0, cut)}.${decimals}`;
}

/** A string of digits plus one: `0139` → `0140`, `999` → `1000`. */
function plusOne(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits.charAt(at) === '9') at -= 1;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, at)}${Number(digits.charAt(at)) + 1}${'0'.repeat(digits.length - at - 1)}`;
}

/**
 * An amount with its unit as people of the language write it, the unit agreeing with the amount: `1,5 кг`, `2 банки`,
 * `1 pc`, `1.5 bottles`; the bare amount when the unit has no name in the language. The one rule for the list screen,
 * the text a list is copied as and a calendar app's SUMMARY.
 */
export function amountText(amount: number, unit: { name_ru: string; name_en: string } | undefined, lang: Lang): string {
  const number = formatAmount(amount, lang);
  const name = unit ? unitAfter(amount, unit, lang).trim() : '';
  return name === '' ? number : `${number} ${name}`;
}
