import { charsetParameter } from './content-type.js';
import { decodeEntities } from './entities.js';

/**
 * What a page says about itself, read by one pass over its text: a tokenizer of tags and attributes after the HTML
 * standard's rules (comments, quoted and unquoted values, raw text of script, style, title…), not a parser of the
 * whole tree. Metadata lives in <head>; JSON-LD may be anywhere, so the whole text given (at most what the fetcher
 * read) is read. Every step moves forward: time linear in the text.
 */
export interface PageFacts {
  /** `<meta property|name|itemprop=… content=…>`, the key lower-cased, in document order. */
  metas: { key: string; content: string }[];
  /** The first `<title>` outside an `<svg>`, its character references decoded. */
  title: string | undefined;
  /** The text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** The first `<base href>`. */
  baseHref: string | undefined;
  /** `<link rel="image_src" href>`, an older way to name a page's picture. */
  imageSrc: string | undefined;
  /** `<meta charset>` or `<meta http-equiv="content-type" content="…; charset=…">`. */
  charset: string | undefined;
}

/** Elements whose content is text up to their end tag, never markup. */
const rawTextElements = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** The attributes of a start tag whose name ends at `from`, and the index after its `>` (the text's end if none). */
function readAttributes(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let p = from;
  for (;;) {
    while (p < html.length && (isSpace(html.charCodeAt(p)) || html[p] === '/')) p += 1;
    if (p >= html.length) return { attributes, end: html.length };
    if (html[p] === '>') return { attributes, end: p + 1 };
    const nameStart = p;
    p += 1; // a name's first character may be '='
    while (p < html.length && !isSpace(html.charCodeAt(p)) && !'/>='.includes(html[p]!)) p += 1;
    const name = html.slice(nameStart, p).toLowerCase();
    while (p < html.length && isSpace(html.charCodeAt(p))) p += 1;
    let value = '';
    if (html[p] === '=') {
      p += 1;
      while (p < html.length && isSpace(html.charCodeAt(p))) p += 1;
      const quote = html[p];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, p + 1);
        const valueEnd = close < 0 ? html.length : close;
        value = html.slice(p + 1, valueEnd);
        p = valueEnd + 1;
      } else {
        const valueStart = p;
        while (p < html.length && !isSpace(html.charCodeAt(p)) && html[p] !== '>') p += 1;
        value = html.slice(valueStart, p);
      }
    }
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
}

/** Where the end tag `</name` of a raw-text element begins, from `from` on (the text's end if it never does). */
function endTagOf(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    const after = html.charCodeAt(at + 2 + name.length);
    if (
      html.slice(at + 2, at + 2 + name.length).toLowerCase() === name &&
      (Number.isNaN(after) || isSpace(after) || after === 0x3e || after === 0x2f)
    )
      return at;
  }
  return html.length;
}

/** A piece of a page's text as the tokenizer reads it. */
export type HtmlToken =
  | {
      kind: 'start';
      /** Lower case. */
      name: string;
      /** Their values' character references decoded. */
      attributes: Map<string, string>;
      /** Written `<… />`. */
      selfClosing: boolean;
      /** The content of a raw-text element (script, style, title… outside an `<svg>`), up to its end tag. */
      rawText: string | undefined;
    }
  | { kind: 'end'; name: string }
  /** Text between tags, as written: character references not decoded. */
  | { kind: 'text'; text: string };

/**
 * The tags and texts of a page in document order. Comments, doctypes and processing instructions are skipped; a `<`
 * that starts no tag is text.
 */
export function* htmlTokens(html: string): Generator<HtmlToken> {
  let svgDepth = 0;
  let textStart = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1];
    const closing = next === '/';
    const nameStart = lt + (closing ? 2 : 1);
    const isMarkup = next === '!' || next === '?';
    if (!isMarkup && !isLetter(html.charCodeAt(nameStart))) {
      i = lt + 1;
      continue;
    }
    if (lt > textStart) yield { kind: 'text', text: html.slice(textStart, lt) };
    if (isMarkup) {
      const comment = html.startsWith('<!--', lt);
      const close = comment ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      i = textStart = close < 0 ? html.length : close + (comment ? 3 : 1);
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < html.length && !isSpace(html.charCodeAt(nameEnd)) && !'/>'.includes(html[nameEnd]!)) nameEnd += 1;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const { attributes, end } = readAttributes(html, nameEnd);
    i = textStart = end;
    if (closing) {
      if (name === 'svg' && svgDepth > 0) svgDepth -= 1;
      yield { kind: 'end', name };
      continue;
    }
    const selfClosing = html[end - 2] === '/';
    if (name === 'svg' && !selfClosing) svgDepth += 1;
    let rawText: string | undefined;
    if (rawTextElements.has(name) && svgDepth === 0) {
      const close = endTagOf(html, name, end);
      rawText = html.slice(end, close);
      i = textStart = close;
    }
    yield { kind: 'start', name, attributes, selfClosing, rawText };
  }
  if (textStart < html.length) yield { kind: 'text', text: html.slice(textStart) };
}

/** Reads what `PageFacts` holds from a page's text. */
export function scanPage(html: string): PageFacts {
  const facts: PageFacts = {
    metas: [],
    title: undefined,
    jsonLd: [],
    baseHref: undefined,
    imageSrc: undefined,
    charset: undefined,
  };
  for (const token of htmlTokens(html)) {
    if (token.kind !== 'start') continue;
    const { name, attributes, rawText } = token;
    if (name === 'meta') readMeta(attributes, facts);
    else if (name === 'base') facts.baseHref ??= attributes.get('href');
    else if (name === 'link' && attributes.get('rel')?.toLowerCase().split(/\s/).includes('image_src'))
      facts.imageSrc ??= attributes.get('href');
    else if (name === 'title' && rawText !== undefined) facts.title ??= decodeEntities(rawText);
    else if (
      name === 'script' &&
      rawText !== undefined &&
      attributes.get('type')?.trim().toLowerCase() === 'application/ld+json'
    )
      facts.jsonLd.push(rawText);
  }
  return facts;
}

function readMeta(attributes: Map<string, string>, facts: PageFacts): void {
  const charset = attributes.get('charset');
  if (charset !== undefined) facts.charset ??= charset.trim();
  const content = attributes.get('content');
  if (content === undefined) return;
  if (attributes.get('http-equiv')?.trim().toLowerCase() === 'content-type')
    facts.charset ??= charsetParameter(content);
  const key = attributes.get('property') ?? attributes.get('name') ?? attributes.get('itemprop');
  if (key !== undefined) facts.metas.push({ key: key.trim().toLowerCase(), content });
}
