import {
  asArray,
  imagesOf,
  isNode,
  isOfType,
  type Json,
  type JsonNode,
  parseJsonLd,
  textOf,
  walkNodes,
} from './json-ld-nodes.js';
import { type Price, priceOf } from './price.js';

/** What a schema.org `Product` in a page's JSON-LD says of itself. */
export interface ProductFacts {
  name: string | undefined;
  /** As written: relative addresses are resolved by the caller. */
  image: string | undefined;
  price: Price | undefined;
}

/** `Product`, `ProductGroup`, or a list that holds one of them. */
const isProductType = (type: Json) => isOfType(type, 'Product') || isOfType(type, 'ProductGroup');

/**
 * The first `Product` in the page's JSON-LD blocks, wherever it sits: a block's top, an array, `@graph`, or inside
 * another node (a `WebPage`'s `mainEntity`, an `ItemPage`'s `about`). Blocks that are not valid JSON are skipped.
 */
export function productOf(blocks: readonly string[]): ProductFacts | undefined {
  for (const data of parseJsonLd(blocks)) {
    const product = walkNodes(data, otherGoods, (node) => (isProductType(node['@type']) ? 'stop' : undefined));
    if (product) return factsOf(product);
  }
  return undefined;
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

function factsOf(product: JsonNode): ProductFacts {
  return { name: textOf(product.name), image: imagesOf(product.image)[0], price: offerPrice(product.offers) };
}
