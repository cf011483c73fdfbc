import { domainToUnicode } from 'node:url';
import { decodePage } from './charset.js';
import { scanPage } from './html-scan.js';
import { productOf } from './json-ld.js';
import { oneLine } from './page-text.js';
import { type Price, priceOf } from './price.js';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.js';
import { pageBase, webUrl } from './web-url.js';

/** What a shop's page says it is: a pasted link is named by it rather than by its host. */
export interface LinkPreview {
  /** The page's address after redirects. */
  url: string;
  title: string | undefined;
  /** An absolute http(s) address of the page's picture. */
  imageUrl: string | undefined;
  price: Price | undefined;
  /** `og:site_name`, else the host without `www.` (in Unicode: «магазин.рф»). */
  siteName: string;
}

export type LinkPreviewOptions = Omit<SafeFetchOptions, 'accept' | 'whenLarger'>;

/** The media types read for a preview; a link to a picture or a PDF is a `content-type` error. */
const pageTypes = ['text/html', 'application/xhtml+xml'];

/** Longest title or site name kept, in code points: a page's title is a line, not an essay. */
const maxText = 300;

/** A text of one line (`oneLine`), cut after `maxText` code points. */
function line(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const clean = oneLine(text);
  if (clean === '') return undefined;
  const points = Array.from(clean);
  return points.length > maxText
    ? `${points
        .slice(0, maxText - 1)
        .join('')
        .trimEnd()}…`
    : clean;
}

/**
 * A preview from a page's text. The name: a schema.org `Product`'s (JSON-LD), which is the good's own, before
 * `og:title`, which shops end with «купить в интернет-магазине…»; then `twitter:title`, then `<title>`. The picture:
 * `og:image` (made for previews), then the product's, then `twitter:image` and `<link rel="image_src">`, relative to
 * the page's `<base href>` or address. The price: the product's offer, then `product:price:*` / `og:price:*`, then
 * microdata's `itemprop="price"`; only with its currency.
 */
export function previewOf(html: string, url: URL): LinkPreview {
  const facts = scanPage(html);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const found = facts.metas.find((m) => m.key === key && m.content.trim() !== '');
      if (found) return found.content;
    }
    return undefined;
  };
  const product = productOf(facts.jsonLd);
  const base = pageBase(facts.baseHref, url);
  const images = [
    meta('og:image', 'og:image:url', 'og:image:secure_url'),
    product?.image,
    meta('twitter:image', 'twitter:image:src'),
    facts.imageSrc,
  ];
  return {
    url: url.href,
    title: line(product?.name) ?? line(meta('og:title')) ?? line(meta('twitter:title')) ?? line(facts.title),
    imageUrl: images.map((image) => webUrl(image, base)).find(Boolean),
    price:
      product?.price ??
      priceOf(meta('product:price:amount', 'og:price:amount'), meta('product:price:currency', 'og:price:currency')) ??
      priceOf(meta('price'), meta('pricecurrency')),
    siteName: line(meta('og:site_name')) ?? domainToUnicode(url.hostname).replace(/^www\./, ''),
  };
}

/**
 * Fetches a link a user gave (`safeFetch`: its address rules, 5 s, redirects) and reads what its page says it is.
 * Pages longer than 1 MB are read from their first megabyte, where the metadata is. Fails with a `LinkFetchError`.
 */
export async function readLinkPreview(link: string | URL, options: LinkPreviewOptions = {}): Promise<LinkPreview> {
  const page = await safeFetch(link, { ...options, accept: pageTypes, whenLarger: 'cut' });
  return previewOf(decodePage(page.body, page.charset), page.url);
}
