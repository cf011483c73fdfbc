import { safeNextPath, webRoutes } from '@listok/contract/base';

/** The rule is the contract's: the server applies it too, to where a single sign-on returns. */
export { safeNextPath };

/** The query parameter of the sign-in and sign-up screens that names where to go once signed in. */
export const nextParam = 'next';

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
