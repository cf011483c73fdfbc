import { webRoutes } from '@listok/contract/base';

/** The query parameter of the sign-in and sign-up screens that names where to go once signed in. */
export const nextParam = 'next';

const origin = 'https://listok.invalid';
// Control characters: browsers drop tabs and newlines from addresses, so '/\t/evil.example' would become '//…'.
const controlCharacters = /\p{Cc}/u;

/** The sign-in and sign-up screens themselves: never a place to return to (no loops). */
const isAuthScreen = (path: string) => path === webRoutes.login || path === webRoutes.signup;

/**
 * `next` when it is a path of this site, else undefined. It must start with a single '/' (browsers read '//host' and
 * '/\host' as another site), hold no backslash or control character, carry no scheme and resolve to this origin; the
 * sign-in and sign-up screens are refused. The answer is the normalised path, query and fragment.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return undefined;
  if (next.includes('\\') || controlCharacters.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || isAuthScreen(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A sign-in or sign-up address that returns to `next` afterwards (`/login?next=%2Flists%2F5`); the bare route when
 * there is nowhere safe to return to.
 */
export function withNextPath(route: string, next: string | undefined): string {
  const path = safeNextPath(next);
  return path === undefined ? route : `${route}?${new URLSearchParams({ [nextParam]: path })}`;
}

/** Where a 401 sends the visitor: sign-in, returning to the current path and query (unless that is sign-in or -up). */
export const signInReturningTo = (pathAndSearch: string): string => withNextPath(webRoutes.login, pathAndSearch);
