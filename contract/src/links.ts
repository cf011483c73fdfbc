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

/** The sign-in and sign-up screens themselves: never a place to return to (no loops). */
const isAuthScreen = (path: string) => path === webRoutes.login || path === webRoutes.signup;

/**
 * `next` when it is a path of this site, else undefined: where the sign-in screens, and the server after a single
 * sign-on, send the user once signed in. It must start with a single '/' (browsers read '//host' and '/\host' as
 * another site), hold no backslash or control character, carry no scheme and resolve to this origin; the sign-in and
 * sign-up screens are refused. The answer is the normalised path, query and fragment.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return undefined;
  if (next.includes('\\') || controlCharacters.test(next)) return undefined;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(next, pathOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== pathOrigin || isAuthScreen(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
