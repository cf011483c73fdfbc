import { decodeEntities } from './entities.js';

/** Characters that show nothing or steer the text around them (`contract/src/visible-text.ts` refuses them). */
const hidden = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\u{2800}]/gu;

/** A text of one line: runs of spaces (of any width, line breaks too) one space, hidden characters dropped. */
export const oneLine = (text: string): string => text.replace(/\s+/gu, ' ').replace(hidden, '').trim();

/** Elements whose start or end begins a new line of their text: a paragraph, a list's item, a line break… */
const lineBreaking = new Set(
  'address article aside blockquote br dd div dl dt figcaption footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
);

export const breaksLine = (tagName: string): boolean => lineBreaking.has(tagName);

const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isNameCharacter = (c: number) => isLetter(c) || (c >= 0x30 && c <= 0x39);

/**
 * A text without the tags some pages leave in their data (`<p>` in a recipe's instructions, `<b>` in a name): a tag
 * that breaks lines leaves a line break, others nothing. One pass: every search moves forward.
 */
function withoutTags(text: string): string {
  let kept = '';
  let from = 0;
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    const nameStart = lt + (text[lt + 1] === '/' ? 2 : 1);
    if (!isLetter(text.charCodeAt(nameStart)) && text[lt + 1] !== '!') continue;
    const gt = text.indexOf('>', nameStart);
    if (gt < 0) break; // no tag ends after this one: the rest is text
    let nameEnd = nameStart;
    while (nameEnd < gt && isNameCharacter(text.charCodeAt(nameEnd))) nameEnd += 1;
    kept += text.slice(from, lt) + (breaksLine(text.slice(nameStart, nameEnd).toLowerCase()) ? '\n' : '');
    from = gt + 1;
    lt = gt;
  }
  return from === 0 ? text : kept + text.slice(from);
}

/**
 * The lines of a text a page gives, which may hold HTML: character references decoded (before the tags are taken
 * out, so that an escaped `&lt;p&gt;` goes too), each line made one line, empty ones dropped.
 */
export function textLines(raw: string): string[] {
  return withoutTags(decodeEntities(raw))
    .split('\n')
    .map(oneLine)
    .filter((line) => line !== '');
}

/** The text of `textLines` as one line. */
export const textLine = (raw: string): string => textLines(raw).join(' ');

/** At most `max` UTF-16 code units (as the contract counts): cut at the end of a word, with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  if (space > max / 2) head = head.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head.trimEnd()}…`;
}
