import { foldName } from './word-forms.js';

/**
 * What people write after a good that is not its name: a fat content, a size, a bottle's volume, a dozen. Smart entry
 * (`parseEntry`) takes these off the name first, so that «молоко 3,2%» is milk with the note «3,2%», not a new
 * product «Молоко 3,2%». Pure functions without zod, shared by the add box and the server.
 */

/** The text without its qualifiers, the note they make, and a count they give («десяток»: 10 pieces). */
export interface Qualified {
  text: string;
  /** `""` when none. */
  note: string;
  /** A count in pieces the text gave by a word («десяток», "a dozen") or before «по» («6 по 0,5»). */
  pieces?: number;
}

const number = String.raw`\d+(?:[.,]\d+)?`;

/** «3,2%», «20 %», "2%": a share (fat, alcohol), kept as typed without the space. */
const percent = new RegExp(String.raw`(?:^|\s)(${number}\s?%)(?=\s|$)`, 'u');

/** «4 размер», «размер 4», «размер XL», "size 4", "4 size": a size. */
const size = /(?:^|\s)((?:\d+\s+(?:размера?|size))|(?:(?:размер|size)\s+[\p{L}\d]{1,5}))(?=\s|$)/iu;

/** «6 по 0,5», «6 по 0,5 л», «4 по 200 г»: so many of this size. */
const each = new RegExp(String.raw`(?:^|\s)(\d{1,4})\s+по\s+(${number})(?:\s*(\p{L}{1,3}\.?))?(?=\s|$)`, 'u');

/**
 * Words that are a good's count, after it or before it: «яйца десяток», «десяток яиц», "eggs a dozen", "a dozen
 * eggs", "half a dozen of eggs", «полдюжины».
 */
const counts: readonly [RegExp, number][] = [
  [/\s(?:half\s+a\s+dozen|полдюжины)$/iu, 6],
  [/^(?:half\s+a\s+dozen|полдюжины)(?:\s+of)?\s/iu, 6],
  [/\s(?:a\s+)?dozen$/iu, 12],
  [/^(?:a\s+)?dozen(?:\s+of)?\s/iu, 12],
  [/\sдюжин[ауы]$/iu, 12],
  [/^дюжин[ауы]\s/iu, 12],
  [/\sдесяток$/iu, 10],
  [/^десяток\s/iu, 10],
];

/** A size below this with decimals and no unit after «по» is a bottle's or can's volume in litres («по 0,5»). */
const litresBelow = 3;

const cut = (text: string, match: RegExpExecArray) =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/gu, ' ').trim();

/**
 * Takes the qualifiers off a typed good: «молоко 3,2%» → «молоко», note «3,2%»; «подгузники 4 размер» → note
 * «4 размер»; «пиво 6 по 0,5» → «пиво», 6 pieces, note «по 0,5 л»; «яйца десяток», «десяток яиц» → «яйца»,
 * «яиц», 10 pieces; "eggs a dozen", "a dozen eggs" → 12. The text stays whole when nothing but a qualifier would be left of it.
 */
export function readQualifiers(typed: string): Qualified {
  let text = typed.trim().replace(/\s+/gu, ' ');
  const notes: string[] = [];
  let pieces: number | undefined;
  const eachMatch = each.exec(text);
  if (eachMatch) {
    const [, count = '', volume = '', unit] = eachMatch;
    const litres = unit === undefined && /[.,]/u.test(volume) && Number(volume.replace(',', '.')) < litresBelow;
    notes.push(`по ${volume}${unit ? ` ${unit}` : litres ? ' л' : ''}`);
    pieces = Number(count);
    text = cut(text, eachMatch);
  }
  for (const pattern of [percent, size]) {
    const match = pattern.exec(text);
    if (!match) continue;
    notes.unshift(match[1]?.replace(/\s%$/u, '%') ?? '');
    text = cut(text, match);
  }
  if (pieces === undefined) {
    for (const [pattern, count] of counts) {
      const match = pattern.exec(text);
      if (!match) continue;
      pieces = count;
      text = cut(text, match);
      break;
    }
  }
  if (!/\p{L}/u.test(text)) return { text: typed.trim().replace(/\s+/gu, ' '), note: '' };
  return { text, note: notes.join(', '), ...(pieces !== undefined && { pieces }) };
}

/** A part of a note as compared: folded, a decimal point read as the comma («1.5%» is «1,5%»). */
const notePart = (part: string) => foldName(part).replace(/(\d)\.(\d)/gu, '$1,$2');

/**
 * The note an item holds with a typed one added to it («3,2%» and «1,5%»: «3,2%, 1,5%»), or undefined when the typed
 * one says nothing the item's does not: none, or only parts it holds already (ignoring case, «1.5%» = «1,5%»). The
 * add box offers it for a good already on the list, and a paste writes it, so a note typed again is never dropped.
 */
export function joinNotes(held: string, typed: string | undefined): string | undefined {
  const parts = (note: string) =>
    note
      .split(/,\s+/u)
      .map((part) => part.trim())
      .filter((part) => part !== '');
  const heldParts = new Set(parts(held).map(notePart));
  const adding = parts(typed ?? '').filter((part) => !heldParts.has(notePart(part)));
  if (adding.length === 0) return undefined;
  return [...parts(held), ...adding].join(', ');
}
