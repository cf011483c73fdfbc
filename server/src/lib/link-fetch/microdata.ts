import { htmlTokens } from './html-scan.js';
import type { Json, JsonNode } from './json-ld-nodes.js';
import { breaksLine } from './page-text.js';

/** Bounds on hostile pages: open elements followed, items made, values kept of one property, texts read at once. */
const maxOpen = 512;
const maxItems = 5_000;
const maxValues = 1_000;
const maxOpenTexts = 8;

/** Elements that have no content and no end tag. */
const voidElements = new Set('area base br col embed hr img input keygen link meta param source track wbr'.split(' '));
/** Elements whose start ends an open `<p>`, as the HTML standard's parser does. */
const closesParagraph = new Set(
  'address article aside blockquote div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table ul'.split(
    ' ',
  ),
);

/** The value a property takes from its element's attribute (WHATWG HTML, "microdata" §5.2.4), when not its text. */
function attributeValue(name: string, attributes: Map<string, string>): string | undefined {
  switch (name) {
    case 'meta':
      return attributes.get('content') ?? '';
    case 'img': {
      // A lazy-loaded picture's `src` is a placeholder (often `data:`), its address in `data-src`.
      const src = attributes.get('src');
      const lazy = attributes.get('data-src') ?? attributes.get('data-lazy-src');
      return src === undefined || src.startsWith('data:') ? (lazy ?? src ?? '') : src;
    }
    case 'audio':
    case 'embed':
    case 'iframe':
    case 'source':
    case 'track':
    case 'video':
      return attributes.get('src') ?? '';
    case 'a':
    case 'area':
    case 'link':
      return attributes.get('href') ?? '';
    case 'object':
      return attributes.get('data') ?? '';
    case 'data':
    case 'meter':
      return attributes.get('value') ?? '';
    case 'time':
      return attributes.get('datetime');
    default:
      // Not the standard's, but common: `<span itemprop="recipeYield" content="4">4 порции</span>`.
      return attributes.get('content');
  }
}

/** Where a text property's value goes once its element ends: slots reserved in document order. */
interface OpenText {
  slots: { values: Json[]; index: number }[];
  /** The first piece of `texts` that is its. */
  from: number;
}

interface OpenElement {
  name: string;
  item: JsonNode | undefined;
  text: OpenText | undefined;
}

/**
 * The microdata items of a page (`itemscope`, `itemtype`, `itemprop`) in the shape JSON-LD gives them, so that one
 * reader serves both: `@type` from `itemtype`, `@id` from `itemid`, each property a list of its values in document
 * order — a nested item's node, an attribute's value (`content`, `src`, `href`…), else the element's text as written
 * (tags out, a line break where a paragraph, list item or `<br>` is; character references not decoded, as in
 * JSON-LD). The answer: the items that are no other item's property, in document order. One pass over the tokens.
 */
export function readMicrodata(html: string): JsonNode[] {
  const reader = new MicrodataReader();
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') reader.text(token.text);
    else if (token.kind === 'end') reader.end(token.name);
    else reader.start(token.name, token.attributes, !voidElements.has(token.name) && !token.selfClosing);
  }
  return reader.finish();
}

/** The open elements of a page as a browser's parser keeps them, roughly: enough to know whose a property is. */
class MicrodataReader {
  private readonly roots: JsonNode[] = [];
  private readonly stack: OpenElement[] = [];
  /** How many of each element are on `stack`: an end tag with none open is ignored without a search. */
  private readonly openCount = new Map<string, number>();
  /** The items of the open elements, innermost last: a property is the last one's. */
  private readonly openItems: JsonNode[] = [];
  /** Elements beyond `maxOpen`, not followed: the next end tags are taken for theirs. */
  private overflow = 0;
  private items = 0;
  /** The texts read while some text property is open; emptied when none is. */
  private texts: string[] = [];
  private openTexts = 0;

  text(text: string): void {
    if (this.openTexts > 0) this.texts.push(text);
  }

  start(name: string, attributes: Map<string, string>, hasContent: boolean): void {
    this.closeImplied(name);
    if (breaksLine(name) && this.openTexts > 0) this.texts.push('\n');
    if (hasContent && this.stack.length >= maxOpen) {
      this.overflow += 1;
      return;
    }
    const parent = this.openItems.at(-1);
    const names = parent ? (attributes.get('itemprop')?.split(/\s+/).filter(Boolean) ?? []) : [];
    const element: OpenElement = { name, item: undefined, text: undefined };
    if (attributes.has('itemscope') && this.items < maxItems) {
      this.items += 1;
      element.item = itemOf(attributes);
      if (parent && names.length > 0)
        for (const slot of slotsFor(parent, names)) slot.values[slot.index] = element.item;
      else this.roots.push(element.item);
    } else if (parent && names.length > 0) {
      const value = attributeValue(name, attributes);
      if (value !== undefined || !hasContent) {
        for (const slot of slotsFor(parent, names)) slot.values[slot.index] = value ?? '';
      } else if (this.openTexts < maxOpenTexts) {
        element.text = { slots: slotsFor(parent, names), from: this.texts.length };
        this.openTexts += 1;
      }
    }
    if (!hasContent) return;
    if (element.item) this.openItems.push(element.item);
    this.stack.push(element);
    this.openCount.set(name, (this.openCount.get(name) ?? 0) + 1);
  }

  /** An end tag closes the elements left open inside its element, as browsers do. */
  end(name: string): void {
    if (this.overflow > 0) this.overflow -= 1;
    else this.closeTo(name);
  }

  finish(): JsonNode[] {
    for (let element = this.stack.pop(); element; element = this.stack.pop()) this.close(element);
    return this.roots;
  }

  private closeTo(name: string): void {
    if (!this.openCount.get(name)) return;
    for (let element = this.stack.pop(); element; element = this.stack.pop()) {
      this.close(element);
      if (element.name === name) return;
    }
  }

  /** A `<p>` ends where a block starts, an `<li>` where the next starts (`<dt>`, `<dd>` likewise). */
  private closeImplied(name: string): void {
    if (closesParagraph.has(name) && this.stack.at(-1)?.name === 'p') this.closeTo('p');
    if (name !== 'li' && name !== 'dt' && name !== 'dd') return;
    for (let at = this.stack.length - 1; at >= Math.max(0, this.stack.length - 8); at -= 1) {
      const open = this.stack[at]!.name;
      if (open === 'ul' || open === 'ol' || open === 'dl') return;
      if (open === name || (name !== 'li' && (open === 'dt' || open === 'dd'))) {
        this.closeTo(open);
        return;
      }
    }
  }

  private close(element: OpenElement): void {
    this.openCount.set(element.name, this.openCount.get(element.name)! - 1);
    if (element.item) this.openItems.pop();
    if (breaksLine(element.name) && this.openTexts > 0) this.texts.push('\n');
    if (!element.text) return;
    const value = this.texts.slice(element.text.from).join('');
    for (const { values, index } of element.text.slots) values[index] = value;
    this.openTexts -= 1;
    if (this.openTexts === 0) this.texts = [];
  }
}

/** Places for a property's value in its item, one per name, in document order (none past `maxValues`). */
function slotsFor(item: JsonNode, names: string[]): OpenText['slots'] {
  return names.flatMap((name) => {
    if (!Object.hasOwn(item, name)) item[name] = [];
    const values = item[name] as Json[];
    if (values.length >= maxValues) return [];
    values.push('');
    return [{ values, index: values.length - 1 }];
  });
}

function itemOf(attributes: Map<string, string>): JsonNode {
  // Without a prototype: a property may be named `__proto__`.
  const node: JsonNode = Object.create(null);
  const types = attributes.get('itemtype')?.split(/\s+/).filter(Boolean) ?? [];
  if (types.length > 0) node['@type'] = types;
  const id = attributes.get('itemid')?.trim();
  if (id) node['@id'] = id;
  return node;
}
