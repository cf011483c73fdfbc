import { limits } from './limits.js';
// No zod here: the list screen's item rows build their links with it before any schema is loaded.
import { webRoutes } from './routes.js';

/** The WHATWG URL parser that browsers and Node both have (the contract is built without their type libraries). */
declare const URL: new (
  input: string,
  base?: string,
) => { protocol: string; href: string; origin: string; pathname: string; search: string; hash: string };

/**
 * Where an item's link may take the user: web addresses only (a bare `shop.example/x` gets https://), never
 * `javascript:`, `data:` or other schemes; null when the link is empty or not a web address.
 */
export function webAddress(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const pathOrigin = 'https://listok.invalid';
// Control characters: browsers drop tabs and newlines from addresses, so '/\t/evil.example' would become '//…'.
const controlCharacters = /\p{Cc}/u;
// Percent-encoded ASCII ('%2e', '%2F', '%5C', '%09'): what a reader that decodes before resolving sees as '.', '/', '\'.
const encodedAscii = /%([0-7][0-9a-f])/gi;

/** The sign-in and sign-up screens themselves: never a place to return to (no loops). */
const isAuthScreen = (path: string) => path === webRoutes.login || path === webRoutes.signup;

/**
 * Where `path` leads on this site once resolved as a browser does (dot segments removed, '%2e' read as '.'): its
 * path, query and fragment; undefined unless it starts with a single '/', holds no backslash or control character
 * and still starts with a single '/' after resolving ('/..//evil.example' resolves to '//evil.example').
 */
function resolveOnSite(path: string): { pathname: string; whole: string } | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || controlCharacters.test(path)) {
    return undefined;
  }
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(path, pathOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== pathOrigin || url.pathname.startsWith('//')) return undefined;
  return { pathname: url.pathname, whole: `${url.pathname}${url.search}${url.hash}` };
}

/** `path` with its percent-encoded ASCII decoded until none is left ('%252F' → '%2F' → '/'). */
function decodedAscii(path: string): string {
  let text = path;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(encodedAscii, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return text;
}

/**
 * `next` when it is a path of this site, else undefined: where the sign-in screens, and the server after a single
 * sign-on, send the user once signed in. Resolved as a browser does, and again after decoding its percent-encoded
 * ASCII, it must start with a single '/' (browsers read '//host' and '/\host' as another site) and hold no backslash or
 * control character; the sign-in and sign-up screens are refused. The answer is the resolved path, query and fragment.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (typeof next !== 'string') return undefined;
  const resolved = resolveOnSite(next);
  if (resolved === undefined) return undefined;
  const decoded = resolveOnSite(decodedAscii(resolved.whole));
  if (decoded === undefined || isAuthScreen(resolved.pathname) || isAuthScreen(decoded.pathname)) return undefined;
  return resolved.whole;
}

/**
 * A pasted line that is only a web address («https://www.ozon.ru/product/…», "www.lego.com/…"): it becomes an item
 * with that link, named by the page's host («ozon.ru») until renamed — on a wish list the usual line. Null for any
 * other line (a word is no address, even though a browser would try it as one).
 */
export function pastedLink(line: string): { link: string; host: string } | null {
  const text = line.trim();
  if (!/^(?:https?:\/\/|www\.)\S+$/iu.test(text) || text.length > limits.linkMax) return null;
  const link = webAddress(text);
  if (link === null || link.length > limits.linkMax) return null;
  // The parser's address: scheme, `//`, then the authority up to a path, query or fragment, without user or port.
  const authority = /^https?:\/\/([^/?#]+)/u.exec(link)?.[1] ?? '';
  const host = (authority.split('@').at(-1) ?? '').replace(/:\d+$/u, '').replace(/^www\./u, '');
  return host === '' ? null : { link, host };
}
