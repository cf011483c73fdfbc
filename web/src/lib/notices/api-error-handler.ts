import { webRoutes } from '@listok/contract/base';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, networkFailureStatus } from '../api/api';
import { signInReturningTo } from '../session/return-path';
import { langStore } from '../texts/current-lang';
import { text } from '../texts/texts';
import { errorBarContent } from './error-text';
import { showError } from './notices';

/** Per-call options of the one error handler, passed as the query's or mutation's `meta`. */
export interface ApiCallMeta extends Record<string, unknown> {
  /** The sign-in call answers 401 for wrong credentials: show the bar, stay on the page. */
  redirectOn401?: boolean;
  /**
   * An extra of a screen (a list's shops, chips, notifications): when it fails for lack of network, the screen goes on
   * without it and the offline banner says why, so the bar stays shut and the page where it is (an open list of
   * suggestions stays open).
   */
  quietWithoutNetwork?: boolean;
}

/** Navigation state telling the shell not to clear the error that caused the navigation. */
export const keepErrorState = { keepError: true } as const;

type Navigate = (path: string, options: { state: typeof keepErrorState }) => unknown;

const isSignInPath = (pathAndSearch: string) => pathAndSearch.split('?')[0] === webRoutes.login;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Spec §8: every failed call ends here. Shows the text in the error bar, scrolls to the top, and on 401 goes to the
 * sign-in page, which returns to the current page (`?next=`) after signing in.
 */
export function createApiErrorHandler(navigate: Navigate, whereNow: () => string = currentPath) {
  return (error: unknown, meta: ApiCallMeta | undefined): void => {
    if (meta?.quietWithoutNetwork && error instanceof ApiError && error.status === networkFailureStatus) return;
    if (!(error instanceof ApiError)) {
      console.error('Unexpected failure of an API call', error);
      showError({ text: text(langStore.get(), 'apiError.unknown'), status: 0 });
    } else {
      const content = errorBarContent(error.status, error.body, (key) => text(langStore.get(), key));
      if (content.wrongFormat) console.error('Wrong format of an error answer', error.status, error.body);
      showError({ text: content.text, status: content.status });
      // Several calls of one screen may fail at once: the first 401 goes to sign-in, the others find it there.
      const here = whereNow();
      if (error.status === 401 && meta?.redirectOn401 !== false && !isSignInPath(here))
        void navigate(signInReturningTo(here), { state: keepErrorState });
    }
    window.scrollTo({ top: 0 });
  };
}

/** The same handler for calls made outside the query library (the shell's log-out and language switch). */
export function useApiErrorHandler(): (error: unknown, meta?: ApiCallMeta) => void {
  const navigate = useNavigate();
  return useMemo(() => createApiErrorHandler(navigate), [navigate]);
}
