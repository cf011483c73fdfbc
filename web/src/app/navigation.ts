import type { NavigateOptions } from 'react-router';

type Navigate = (path: string, options?: NavigateOptions) => unknown;
let navigateInApp: Navigate = (path) => window.location.assign(path);

/**
 * Navigation for code outside React (the query cache's error handler): the router's own once it is mounted. A module of
 * its own, so the query cache need not import the router that loads the screens and their providers (an import cycle).
 */
export const navigateTo: Navigate = (path, options) => navigateInApp(path, options);

/** The router hands over its navigate function once mounted (router.tsx). */
export function handOverNavigation(navigate: Navigate): void {
  navigateInApp = navigate;
}
