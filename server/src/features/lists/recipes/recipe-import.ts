import { limits } from '@listok/contract';
import { decodePage } from '../../../lib/link-fetch/charset.js';
import { type AllowedHost, safeFetch } from '../../../lib/link-fetch/index.js';
import { readRecipePage } from '../../../lib/link-fetch/recipe.js';

/** What a recipe page gives, within what a recipe may hold. */
export interface ImportedPage {
  name: string;
  /** The page's address after its redirects. */
  source: string;
  image: string | null;
  servings: number | null;
  ingredients: string[];
  steps: string[];
}

/** The media types read; a picture or a PDF is a `content-type` failure. */
const pageTypes = ['text/html', 'application/xhtml+xml'];

/** A page is read from its first 2 MB (the recipe's data is in its head or near its top), for at most 10 s. */
export const importFetch = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 } as const;

/**
 * Fetches a page a user gave (`safeFetch`: public addresses only, after DNS and on every redirect) and reads the
 * schema.org recipe on it; undefined when it has none. Fails with a `LinkFetchError`.
 */
export async function importPage(
  url: string,
  options: { allow: readonly AllowedHost[]; acceptLanguage: string },
): Promise<ImportedPage | undefined> {
  const page = await safeFetch(url, { ...options, ...importFetch, accept: pageTypes, whenLarger: 'cut' });
  const facts = readRecipePage(decodePage(page.body, page.charset), page.url);
  if (!facts) return undefined;
  // The reader's texts are one line each, within the bounds of a saved recipe (`recipeLimits`).
  if (facts.ingredients.length === 0) return undefined;
  return {
    ...facts,
    name: facts.name || page.url.hostname,
    // A saved recipe's links are bounded as an item's: a longer address is the one the user gave.
    source: page.url.href.length <= limits.linkMax ? page.url.href : url,
    image: facts.image !== null && facts.image.length <= limits.linkMax ? facts.image : null,
  };
}
