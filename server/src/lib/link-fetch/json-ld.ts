import { decodeEntities } from './entities.js';
import { type Price, priceOf } from './price.js';

/** What a schema.org `Product` in a page's JSON-LD says of itself. */
export interface ProductFacts {
  name: string | undefined;
  /** As written: relative addresses are resolved by the caller. */
  image: string | undefined;
  price: Price | undefined;
}

type Json = unknown;
type Node = Record<string, Json>;

const isNode = (value: Json): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** How deep, and over how many values, a page's JSON-LD is searched for a product: a bound on hostile pages. */
const maxDepth = 12;
const maxValues = 20_000;

/** `Product`, `schema:Product`, `https://schema.org/Product`, or a list that holds one of them. */
const isProductType = (type: Json) =>
  asArray(type).some(
    (t) => typeof t === 'string' && (t === 'Product' || t === 'ProductGroup' || /[/:]Product(?:Group)?$/.test(t)),
  );

/**
 * The first `Product` in the page's JSON-LD blocks, wherever it sits: a block's top, an array, `@graph`, or inside
 * another node (a `WebPage`'s `mainEntity`, an `ItemPage`'s `about`). Blocks that are not valid JSON are skipped,
 * after the HTML comment or CDATA wrapping some pages put around them is taken off.
 */
export function productOf(blocks: readonly string[]): ProductFacts | undefined {
  for (const block of blocks) {
    let data: Json;
    try {
      data = JSON.parse(unwrapped(block));
    } catch {
      continue;
    }
    const product = findProduct(data);
    if (product) return factsOf(product);
  }
  return undefined;
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

/**
 * Where a page names goods other than its own (a category's list, related and similar goods, accessories): not
 * searched, so that a category page is not taken for its first good.
 */
const otherGoods = new Set([
  'itemListElement',
  'isRelatedTo',
  'isSimilarTo',
  'isAccessoryOrSparePartFor',
  'isConsumableFor',
  'isVariantOf',
  'review',
]);

/** A breadth-first search, so that the page's own product comes before one it mentions deep inside (a related good). */
function findProduct(data: Json): Node | undefined {
  let level: Json[] = [data];
  let seen = 0;
  for (let depth = 0; depth < maxDepth && level.length > 0; depth += 1) {
    const next: Json[] = [];
    for (const value of level) {
      seen += 1;
      if (seen > maxValues) return undefined;
      if (isNode(value) && isProductType(value['@type'])) return value;
      const children = Array.isArray(value)
        ? value
        : isNode(value)
          ? Object.entries(value).flatMap(([key, child]) => (otherGoods.has(key) ? [] : [child]))
          : [];
      for (const child of children) {
        if (typeof child === 'object' && child !== null && seen + next.length < maxValues) next.push(child);
      }
    }
    level = next;
  }
  return undefined;
}

/** A string value (or a `@value`), its character references decoded: some pages escape JSON-LD text as HTML. */
const text = (value: Json): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? decodeEntities(value)
    : isNode(value)
      ? text(value['@value'])
      : undefined;

/** An image as a string, an `ImageObject` (`url`, `contentUrl`) or a list of either: the first. */
function imageOf(value: Json): string | undefined {
  for (const image of asArray(value)) {
    const found = text(image) ?? (isNode(image) ? (text(image.url) ?? text(image.contentUrl)) : undefined);
    if (found) return found;
  }
  return undefined;
}

/**
 * The price of an `Offer`, `AggregateOffer` (its `lowPrice`) or a list of offers (the first with a price), in the
 * offer's `price` or its `priceSpecification`.
 */
function offerPrice(value: Json, depth = 0): Price | undefined {
  for (const offer of asArray(value)) {
    if (!isNode(offer)) continue;
    const price =
      priceOf(offer.price, offer.priceCurrency) ??
      priceOf(offer.lowPrice, offer.priceCurrency) ??
      asArray(offer.priceSpecification)
        .filter(isNode)
        .map((spec) => priceOf(spec.price, spec.priceCurrency ?? offer.priceCurrency))
        .find(Boolean) ??
      (depth < 2 ? offerPrice(offer.offers, depth + 1) : undefined);
    if (price) return price;
  }
  return undefined;
}

function factsOf(product: Node): ProductFacts {
  return { name: text(product.name), image: imageOf(product.image), price: offerPrice(product.offers) };
}
