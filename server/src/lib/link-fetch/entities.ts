/**
 * HTML character references in the text of a page's title and attributes. Numeric ones all; named ones only those that
 * shop pages put in titles and descriptions (the full table has 2,231 names, and no HTML parser is a dependency). An
 * unknown name stays as written.
 */
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  prime: '′',
  Prime: '″',
  ndash: '–',
  mdash: '—',
  minus: '−',
  hellip: '…',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  para: '¶',
  sect: '§',
  numero: '№',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  hearts: '♥',
  star: '☆',
  starf: '★',
  check: '✓',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  acute: '´',
  uml: '¨',
  cedil: '¸',
  not: '¬',
  macr: '¯',
};

// Bounded runs, no nesting: one pass over the text.
const reference = /&(?:#(\d{1,8})|#[xX]([\da-fA-F]{1,7})|([A-Za-z][A-Za-z\d]{1,31}));/g;

const windows1252 = new TextDecoder('windows-1252');

/**
 * The character a numeric reference stands for: NUL, surrogates and numbers beyond Unicode read as U+FFFD, and
 * 128–159 as windows-1252 has them (`&#151;` is an em dash), as browsers read them.
 */
function character(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  if (code >= 0x80 && code <= 0x9f) return windows1252.decode(Uint8Array.of(code));
  return String.fromCodePoint(code);
}

/** `text` with its character references replaced by the characters they stand for. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(reference, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return character(Number.parseInt(decimal, 10));
    if (hex !== undefined) return character(Number.parseInt(hex, 16));
    return Object.hasOwn(named, name!) ? named[name!]! : whole;
  });
}
