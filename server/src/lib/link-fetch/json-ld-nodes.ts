import { decodeEntities } from './entities.js';

/** The values of a page's JSON-LD (and of microdata read into the same shape: `microdata.ts`). */
export type Json = unknown;
export type JsonNode = Record<string, Json>;

export const isNode = (value: Json): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** How deep, and over how many values, a page's JSON-LD is searched: a bound on hostile pages. */
const maxDepth = 12;
const maxValues = 20_000;

/**
 * The blocks of `<script type="application/ld+json">` as values. Blocks that are not valid JSON are skipped, after
 * the HTML comment or CDATA wrapping some pages put around them is taken off.
 */
export function parseJsonLd(blocks: readonly string[]): Json[] {
  const values: Json[] = [];
  for (const block of blocks) {
    try {
      values.push(JSON.parse(unwrapped(block)));
    } catch {}
  }
  return values;
}

function unwrapped(block: string): string {
  let text = block.trim();
  for (const [open, close] of [
    ['<!--', '-->'],
    ['<![CDATA[', ']]>'],
    ['//<![CDATA[', '//]]>'],
  ] as const) {
    if (text.startsWith(open) && text.endsWith(close)) text = text.slice(open.length, -close.length).trim();
  }
  return text;
}

/** `Recipe`, `schema:Recipe`, `https://schema.org/Recipe`, or a list that holds one of them. */
export const isOfType = (type: Json, name: string): boolean =>
  asArray(type).some((t) => typeof t === 'string' && (t === name || t.endsWith(`/${name}`) || t.endsWith(`:${name}`)));

/** What a walk does after a node: goes on, does not look inside it (`skip`), or ends there (`stop`). */
export type WalkStep = 'stop' | 'skip' | undefined;

/**
 * Visits the nodes of `data` breadth first (a page's own thing before one it mentions deep inside), wherever they
 * sit: a block's top, an array, `@graph`, or inside another node. Values under `skipKeys` are not searched. Ends at
 * the node `visit` stops at, and answers it.
 */
export function walkNodes(
  data: Json,
  skipKeys: ReadonlySet<string>,
  visit: (node: JsonNode) => WalkStep,
): JsonNode | undefined {
  let level: Json[] = [data];
  let seen = 0;
  for (let depth = 0; depth < maxDepth && level.length > 0; depth += 1) {
    const next: Json[] = [];
    for (const value of level) {
      seen += 1;
      if (seen > maxValues) return undefined;
      const step = isNode(value) ? visit(value) : undefined;
      if (step === 'stop') return value as JsonNode;
      if (step === 'skip') continue;
      const children = Array.isArray(value)
        ? value
        : isNode(value)
          ? Object.entries(value).flatMap(([key, child]) => (skipKeys.has(key) ? [] : [child]))
          : [];
      for (const child of children) {
        if (typeof child === 'object' && child !== null && seen + next.length < maxValues) next.push(child);
      }
    }
    level = next;
  }
  return undefined;
}

/** The first string of a value (of a list's values; a `@value`'s) that is not blank, as written. */
export function stringOf(value: Json): string | undefined {
  for (const entry of asArray(value)) {
    const found = isNode(entry) ? entry['@value'] : entry;
    if (typeof found === 'string' && found.trim() !== '') return found;
  }
  return undefined;
}

/** `stringOf` with its character references decoded: some pages escape JSON-LD text as HTML. */
export function textOf(value: Json): string | undefined {
  const found = stringOf(value);
  return found === undefined ? undefined : decodeEntities(found);
}

/**
 * The addresses of an image given as a string, an `ImageObject` (`url`, `contentUrl`) or a list of either, in order;
 * `resolve` looks up a node that only names another by `@id`.
 */
export function imagesOf(value: Json, resolve: (value: Json) => Json = (v) => v): string[] {
  return asArray(resolve(value)).flatMap((entry) => {
    const image = resolve(entry);
    const found = textOf(image) ?? (isNode(image) ? (textOf(image.url) ?? textOf(image.contentUrl)) : undefined);
    return found ? [found] : [];
  });
}
