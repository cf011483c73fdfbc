import {
  type Entry,
  parseAmount,
  parseEntry,
  piecesOf,
  startsWithAmount,
  type UnitNames,
  unitAt,
  unitCodeOf,
  unitWords,
} from '../entry/quantity.js';
import { unitDefinition } from '../entry/units.js';

/**
 * A recipe's ingredient line read as a cook writes it: «2 ст. л. сахара», «мука пшеничная — 1,5 стакана», «соль,
 * перец — по вкусу», "1 (14 oz) can tomatoes", "1 onion, finely chopped". The amount and unit are smart entry's
 * (`parseEntry`: fractions, ranges, the units' spellings, a dash before the amount); this file adds what only recipes
 * write: notes of serving and taste, parentheses, preparation after a comma, a unit word without a number, several
 * goods on one line. Pure functions without zod.
 */

/** One good an ingredient line asks for. */
export interface IngredientLine<U extends UnitNames = UnitNames> {
  /** The line as written, trimmed, its spaces collapsed. */
  text: string;
  /** The good's name as the line writes it, without amount, unit and note: «сахара», «мука пшеничная», "olive oil". */
  name: string;
  amount: number | null;
  unit: U | null;
  /** What the line says beyond the good and its amount («по вкусу», "14 oz", «2–3», "finely chopped"); '' when none. */
  note: string;
}

/** Notes of taste and serving (one string: the regular expressions are checked as they read). */
const serving =
  'по вкусу|по желанию|по необходимости|опционально|на кончике ножа|сколько возьм[её]т|' +
  'для (?:подачи|сервировки|жарки|фритюра|смазывания|смазки|украшения|посыпки|обсыпки|обваливания|панировки)|' +
  'to taste|optional|as needed|if needed|to serve|to garnish|' +
  'for (?:serving|garnish(?:ing)?|frying|greasing|dusting|brushing|drizzling|topping|the pan)';
/** Where a note of taste or serving starts: «по вкусу», "plus more for serving", "to taste". */
const servingNote = new RegExp(
  String.raw`(?<=^|[\s,;:—–-])(?:(?:plus|or) (?:more|extra) |or |и |или )?(?:${serving})(?=$|[\s,.;)])`,
  'iu',
);

/** Words of size before a good («2 средних луковицы», "2 large eggs"): notes, so the name is the good's. */
const sizeWord =
  /^(?:extra[- ]large|large|medium|small|big|(?:крупн|небольш|больш|маленьк)(?:ый|ой|ий|ая|ое|ые|ие|ых|их|ого|ую)|средн(?:ий|яя|ее|ие|их|его|ей|юю))$/iu;

/** Words that start a comma's tail telling how to prepare the good ("at room temperature", «без косточек»). */
const preparationWords = new Set(
  (
    'cut torn at about plus such preferably without with into in whole мелко крупно тонко слегка предварительно ' +
    'примерно около без с кубиками соломкой кольцами полукольцами дольками ломтиками кусочками комнатной'
  ).split(' '),
);
/** Participles and adverbs of preparation: "chopped", "finely", «нарезанный», «натёртый», «взбитые», «рубленый». */
const preparedForm =
  /^(?:\p{L}{3,}ed|\p{L}+ly|\p{L}+(?:нн|[её]рт|ыт|ит|ят|ут)(?:ый|ий|ая|ое|ые|ой|ую|ого|ых)|\p{L}*(?:вар|жар|рубл|туш|печ|сол)[её]н(?:ый|ая|ое|ые|ой|ую|ого|ых))$/iu;
/** Words that prepare a good and also start a good's name: a preparation only when nothing follows them. */
const alsoGoods = /^(?:dried|smoked|roasted|toasted|canned|pickled|salted|unsalted|cooked|fried|freshly|ground)$/iu;

/** A comma between words, not a decimal one («1,5»). */
const listComma = /(?<!\d),|,(?!\d)/u;
/** Goods named together without an amount: «соль, перец», "salt and pepper". */
const goodsSeparator = / ?(?:(?<!\d),|,(?!\d)) ?| (?:and|и|&) /iu;
/** A list's bullet before the line: «• », «- », "* ". */
const bullet = /^(?:[•·▪◦*]|[-–—](?=\s))\s*/u;
const article = /^(?:a|an|one)$/iu;
/** Before the amount goods each take: «Соль, сахар — по 1 ч. л.», «соль и перец по ½ ч. л.». */
const eachAmount = /(?<=\p{L}) (?:[—–:-] )?по (?=\S)/u;
const dash = /^[—–:-]$/u;

/**
 * Reads an ingredient line into the goods it asks for, each with its amount, unit and note; most lines name one, a
 * line of goods without an amount names each («соль, перец — по вкусу» → «соль» and «перец», both «по вкусу»).
 * The rules (docs/behaviour.md, Recipes): a range is its upper end with the range in the note («2–3 картофелины»: 3
 * pieces, «2–3»); a bare count means pieces; a unit word without a number is one of it («щепотка соли», "a pinch of
 * salt", «Соль — щепотка»); notes are what is in parentheses ("(14 oz)", «(примерно 300 г)»), taste and serving
 * («по вкусу», "to taste", «для подачи», "optional", «по желанию»), a size before the name ("large", «средних»)
 * and, after a comma, the preparation ("finely chopped", «мелко нарезанный»; after an amount, whatever follows the
 * comma). Fractions («½», "1 1/2", «1/2») are rounded to three decimals. An empty line, and a heading («Для
 * теста:», "For the sauce:"), name none.
 */
export function readIngredientLine<U extends UnitNames>(line: string, units: readonly U[]): IngredientLine<U>[] {
  const text = line.trim().replace(/\s+/gu, ' ');
  if (text === '' || text.endsWith(':')) return [];
  const { body, parenthesised, served } = takeNotes(text);
  const { goods, tail } = readGoods(body, units);
  return goods.map((good) => ({
    text,
    name: good.name,
    amount: good.amount ?? null,
    unit: good.unit ?? null,
    note: [good.note ?? '', ...parenthesised, tail, served].filter((part) => part !== '').join(', '),
  }));
}

/** The line without its bullet, its parentheses and its note of taste or serving, and those notes. */
function takeNotes(text: string): { body: string; parenthesised: string[]; served: string } {
  const parenthesised: string[] = [];
  const unbracketed = text
    .replace(bullet, '')
    .replace(/ ?\(([^()]*)\)/gu, (_, inner: string) => {
      if (inner.trim() !== '') parenthesised.push(inner.trim());
      return ' ';
    })
    .replace(/\s+/gu, ' ');
  // The note runs from its words to the end of the line: "plus extra for drizzling", «по вкусу, примерно 1 ч. л.».
  const at = servingNote.exec(unbracketed)?.index ?? unbracketed.length;
  const body = withoutTrailing(unbracketed.slice(0, at), ' ,;:—–-');
  return { body, parenthesised, served: unbracketed.slice(at).trim() };
}

/**
 * The goods of a line without its notes, and what follows a comma when it is a note: one good with its amount, or
 * several named together without one («соль, перец»), or several each taking the amount after «по» («Соль, сахар —
 * по 1 ч. л.»).
 */
function readGoods<U extends UnitNames>(body: string, units: readonly U[]): { goods: Entry<U>[]; tail: string } {
  const each = eachAmount.exec(body);
  const shared = each && parseAmount(body.slice(each.index + each[0].length), units);
  if (each && shared) {
    const names = body
      .slice(0, each.index)
      .split(goodsSeparator)
      .filter((name) => name !== '');
    return { goods: names.map((name) => ({ ...shared, name: readGood(name, units).name })), tail: '' };
  }
  const comma = body.search(listComma);
  let [head, tail] = comma < 0 ? [body, ''] : [body.slice(0, comma).trim(), body.slice(comma + 1).trim()];
  // «Мука, 200 г»: the amount after the comma is the good's.
  if (startsWithAmount(tail)) [head, tail] = [`${head} ${tail}`, ''];
  const entry = readGood(head, units);
  const prepared = tail !== '' && (entry.amount !== undefined || isPreparation(tail));
  if (entry.amount !== undefined) return { goods: [entry], tail };
  const names = (prepared ? head : [head, tail].filter((part) => part !== '').join(', '))
    .split(goodsSeparator)
    .filter((name) => name !== '');
  const goods = names.map((name) => readGood(name, units));
  return { goods: goods.length > 0 ? goods : [entry], tail: prepared ? tail : '' };
}

/** The text without the characters of `marks` at its end (a loop: a pattern would be quadratic on a run of them). */
function withoutTrailing(text: string, marks: string): string {
  let end = text.length;
  while (end > 0 && marks.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end).trim();
}

/** Whether a comma's tail tells how the good is prepared rather than naming another good. */
function isPreparation(tail: string): boolean {
  const [first = '', ...rest] = tail.toLowerCase().split(' ');
  return (preparationWords.has(first) || preparedForm.test(first)) && (rest.length === 0 || !alsoGoods.test(first));
}

/**
 * One good's part of a line: smart entry's amount and unit, then what recipes add: a unit word without a number
 * (one of it), a container of a size ("400g can"), a unit word after the name ("5 garlic cloves"), the size before
 * the name (a note).
 */
function readGood<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> {
  const read = parseAmount(text, units) ?? withoutNumber(text, units) ?? parseEntry(text, units);
  const entry = inContainer(text, read, units) ?? read;
  const tokens = entry.name.split(' ');
  const last = tokens.length > 1 ? unitAt(unitWords(units), tokens, tokens.length - 1) : undefined;
  const counted = entry.unit !== undefined && entry.unit === piecesOf(units) && last && last.unit !== entry.unit;
  const named = counted ? tokens.slice(0, -1) : tokens;
  const size = named.length > 1 && sizeWord.test(named[0] ?? '') ? named[0] : undefined;
  const unit = counted ? last?.unit : entry.unit;
  const note = [entry.note ?? '', size ?? ''].filter((part) => part !== '').join(', ');
  return {
    name: (size ? named.slice(1) : named).join(' ').replace(/[.,;]$/u, ''),
    ...(entry.amount !== undefined && { amount: entry.amount }),
    ...(unit && { unit }),
    ...(note !== '' && { note }),
  };
}

/** The measure of a unit of the list (mass, volume), if it is the table's and has one. */
function measureOf(unit: UnitNames | undefined) {
  const code = unit && unitCodeOf(unit);
  return code ? unitDefinition(code).measure : undefined;
}

/**
 * A container of a size, as British recipes write it: "400g can chopped tomatoes" is one can, its size in the note;
 * "2 x 400g tins chickpeas" two. Undefined when the text is not one.
 */
function inContainer<U extends UnitNames>(text: string, entry: Entry<U>, units: readonly U[]): Entry<U> | undefined {
  const pieces = piecesOf(units);
  const counted = entry.amount !== undefined && entry.unit === pieces;
  const source = counted ? entry.name : text;
  const sized = counted ? parseEntry(source, units) : entry;
  if (!measureOf(sized.unit)) return undefined;
  const tokens = sized.name.split(' ');
  const box = unitAt(unitWords(units), tokens, 0);
  if (!box || box.unit === pieces || measureOf(box.unit) || box.length === tokens.length) return undefined;
  return {
    name: tokens.slice(box.length).join(' '),
    amount: counted ? (entry.amount ?? 1) : 1,
    unit: box.unit,
    note: source.slice(0, source.length - sized.name.length).trim(),
  };
}

/**
 * A good measured by a unit word without a number, one of it: «щепотка соли», "a pinch of salt", «пучок укропа»,
 * «Соль — щепотка»; undefined for a text that has a number or no such word.
 */
function withoutNumber<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> | undefined {
  if (/\d/u.test(text)) return undefined;
  const tokens = text.split(' ');
  const words = unitWords(units);
  const from = article.test(tokens[0] ?? '') ? 1 : 0;
  const leading = unitAt(words, tokens, from);
  if (leading) {
    const rest = tokens.slice(from + leading.length);
    const name = (rest[0]?.toLowerCase() === 'of' ? rest.slice(1) : rest).join(' ');
    return /\p{L}/u.test(name) ? { name, amount: 1, unit: leading.unit } : undefined;
  }
  const at = tokens.findIndex((token) => dash.test(token));
  const trailing = at > 0 ? unitAt(words, tokens, at + 1) : undefined;
  if (!trailing || at + 1 + trailing.length !== tokens.length) return undefined;
  return { name: tokens.slice(0, at).join(' '), amount: 1, unit: trailing.unit };
}
