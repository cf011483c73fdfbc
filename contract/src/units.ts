/**
 * The units of Listok, one table: the seed loads their codes and names (server/src/db/seed), and the add box and the
 * server read amounts with them (quantity.ts). Zod-free, for the list screen's first screen.
 */

export interface UnitDefinition<Code extends string = UnitCode> {
  code: Code;
  /** The unit's names, as seeded and as `GET /api/units` answers them. */
  ru: string;
  en: string;
  /** Other ways to write it, folded (lower case, ё as е), without a trailing dot. */
  spellings: readonly string[];
  /** Units of one measure that convert: how many of the measure's smallest unit one of this unit is. */
  measure?: 'mass' | 'volume';
  factor?: number;
}

const words = (text: string): string[] => (text === '' ? [] : text.split(' '));

/**
 * The units and the common ways to write them in both languages. Other forms of the words are found by their stem
 * ("литра", "литров" as "литр"; "штуки" as "штука") or, in English, without a plural "s" ("kgs", "litres").
 */
const table = [
  { code: 'pcs', ru: 'шт', en: 'pcs', spellings: words('штука штучка pc piece') },
  {
    code: 'kg',
    ru: 'кг',
    en: 'kg',
    measure: 'mass',
    factor: 1000,
    spellings: words('кило килограмм kilo kilogram kilogramme'),
  },
  { code: 'g', ru: 'г', en: 'g', measure: 'mass', factor: 1, spellings: words('гр грамм gr gram gramme') },
  { code: 'l', ru: 'л', en: 'l', measure: 'volume', factor: 1000, spellings: words('литр lt ltr liter litre') },
  { code: 'ml', ru: 'мл', en: 'ml', measure: 'volume', factor: 1, spellings: words('миллилитр milliliter millilitre') },
  { code: 'pack', ru: 'уп.', en: 'pack', spellings: words('уп упак упаковка упаковок пачка пачек pkg') },
  { code: 'bottle', ru: 'бут.', en: 'bottle', spellings: words('бут бутылка бутылок') },
  { code: 'can', ru: 'банка', en: 'can', spellings: words('банок jar') },
  { code: 'bunch', ru: 'пучок', en: 'bunch', spellings: words('пучка bunches') },
  { code: 'm', ru: 'м', en: 'm', spellings: words('метр meter metre') },
  { code: 'dozen', ru: 'дес.', en: 'dozen', spellings: words('дес десяток десятка') },
  { code: 'box', ru: 'кор.', en: 'box', spellings: words('кор коробка коробок boxes') },
  { code: 'bag', ru: 'пакет', en: 'bag', spellings: [] },
  { code: 'roll', ru: 'рулон', en: 'roll', spellings: [] },
  { code: 'tube', ru: 'тюбик', en: 'tube', spellings: [] },
  { code: 'pair', ru: 'пара', en: 'pair', spellings: [] },
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
