/**
 * Matching typed text to product names the way people type: any word form (яблок, яблоками → «Яблоки»), ё as е, and
 * text typed with the other keyboard layout on (vjkjrj → молоко). Pure functions, shared by the server's search and
 * the client's search over cached products.
 */

/** A stress mark over a Russian vowel (an acute, or a grave), as NFKD writes it: after the vowel (and after ё's dots). */
const stressMark = /(?<=[аеиоуыэюяАЕИОУЫЭЮЯ]\u0308?)[\u0300\u0301]/gu;
/**
 * Text that `matchForm` gives back as it is: printable ASCII and the Russian alphabet. Most names are, and skip the two
 * normalisations, here and in SQL (`foldColumn`) alike: the search's and the paste's rows of `npm run bench` read
 * thousands of names per call.
 */
const plainText = /^[ -~а-яА-ЯёЁ]*$/u;

/**
 * Text as it is matched, before case: the compatibility forms read as the plain ones (NFKC: fullwidth «Ｍｉｌｋ» is
 * "Milk", "ﬁ" is "fi", a no-break space a space) and without the stress marks Russian texts put over vowels
 * («Молоко́» is «Молоко»; «ѐ» is «е»). Other accents stay ("pâté", «й» and «ё» are letters of their own). Only for
 * matching: a name is stored and shown as typed.
 */
export const matchForm = (text: string): string =>
  plainText.test(text) ? text : text.normalize('NFKD').replace(stressMark, '').normalize('NFKC');

/**
 * Text as names are compared, everywhere (the server's search, the add box, the offline search, unit words): trimmed,
 * in its matching form (`matchForm`), lower case (locale-independent, as the database's `lower`), ё read as е. Its SQL
 * twin is `foldColumn` in server/src/lib/search.ts, on stored names, which are trimmed on the way in;
 * server/src/lib/search.test.ts holds the two together.
 */
export const foldName = (text: string): string => matchForm(text.trim()).toLowerCase().replaceAll('ё', 'е');

/** Characters that part words in a name ("Сок «Добрый»", "Брест-Литовск", "Кофе (молотый)"), besides spaces. */
export const nameWordSeparators = '«»"()-';
// The separators last in the class, so its "-" is a literal.
const eachSeparator = new RegExp(`[${nameWordSeparators}]`, 'gu');
const wordSeparators = new RegExp(`[\\s${nameWordSeparators}]+`, 'u');

/**
 * The text of a search for words and infixes: folded, with word separators read as spaces (so "брест-лит" finds
 * "Брест-Литовск" and "Брест Литовск"). Its SQL twin is `wordsColumn` in server/src/lib/search.ts (with a space in
 * front and not trimmed, as stored names are trimmed already).
 */
export const foldWords = (text: string): string => foldName(text).replace(eachSeparator, ' ').trim();

/** The words of a text, folded. */
export const nameWords = (text: string): string[] => foldName(text).split(wordSeparators).filter(Boolean);

/** The shortest stem left after an ending is cut: shorter stems would match nearly every name. */
const minStem = 3;

/**
 * Endings of Russian nouns and adjectives, longest first: cutting them leaves a stem that starts every form of the
 * word (яблоко, яблоки, яблок, яблоками → яблок). A light stemmer on purpose: no suffixes, no fleeting vowels.
 */
const russianEndings = (
  'иями ями ами ого его ому ему ыми ими ам ям ах ях ом ем ой ей ов ев ый ий ая яя ое ее ые ие ую юю ых их ым им ' +
  'ью ья ье ьи ия ии ию а я о е ы и у ю ь й'
).split(' ');

/** English plurals: cherries → cherr, tomatoes → tomato, apples → appl, eggs → egg (each a start of every form). */
const englishEndings = ['ies', 'es', 's'];

const cyrillicWord = /^[а-яё]+$/u;
const latinWord = /^[a-z]+$/u;

function cut(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= minStem) return word.slice(0, -ending.length);
  }
  return word;
}

/** The stem of one folded word: the start every form of it shares. Words with digits or mixed scripts stay whole. */
export function stemWord(word: string): string {
  if (cyrillicWord.test(word)) return cut(word, russianEndings);
  if (latinWord.test(word) && !word.endsWith('ss')) return cut(word, englishEndings);
  return word;
}

/** The stems of the words of a text. */
export const nameStems = (text: string): string[] => nameWords(text).map(stemWord);

/** Two names are the same product name up to case, ё, word forms and word separators ("яблок" = «Яблоки»). */
export function sameName(a: string, b: string): boolean {
  if (foldName(a) === foldName(b)) return true;
  const left = nameStems(a);
  const right = nameStems(b);
  return left.length > 0 && left.length === right.length && left.every((stem, index) => stem === right[index]);
}

// The same keys in the two layouts: QWERTY and ЙЦУКЕН, lower and upper case.
const latinKeys = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const cyrillicKeys = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

const toCyrillic = new Map([...latinKeys].map((key, index) => [key, cyrillicKeys[index] as string]));
const toLatin = new Map([...cyrillicKeys].map((key, index) => [key, latinKeys[index] as string]));

const hasLatin = /[a-z]/iu;
const hasCyrillic = /[а-яё]/iu;

/**
 * The text as it would have come out with the other keyboard layout on ("vjkjrj" → "молоко", "ьшдл" → "milk"), or
 * null when the text is not in one script only (nothing to switch, or a mix that was typed on purpose).
 */
export function switchLayout(text: string): string | null {
  const latin = hasLatin.test(text);
  const cyrillic = hasCyrillic.test(text);
  if (latin === cyrillic) return null;
  const map = latin ? toCyrillic : toLatin;
  return [...text].map((c) => map.get(c) ?? c).join('');
}
