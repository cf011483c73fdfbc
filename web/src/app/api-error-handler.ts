import { ApiError } from '../lib/api';
import { errorBarContent } from '../lib/error-text';
import { showError } from '../lib/notices';
import { signInReturningTo } from '../lib/return-path';
import { i18n } from './i18n';

/** Per-call options of the one error handler, passed as the query's or mutation's `meta`. */
export interface ApiCallMeta extends Record<string, unknown> {
  /** The sign-in call answers 401 for wrong credentials: show the bar, stay on the page. */
  redirectOn401?: boolean;
}

/** Navigation state telling the shell not to clear the error that caused the navigation. */
export const keepErrorState = { keepError: true } as const;

type Navigate = (path: string, options: { state: typeof keepErrorState }) => unknown;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Spec §8: every failed call ends here. Shows the text in the error bar, scrolls to the top, and on 401 goes to the
 * sign-in page, which returns to the current page (`?next=`) after signing in.
 */
export function createApiErrorHandler(navigate: Navigate, whereNow: () => string = currentPath) {
  return (error: unknown, meta: ApiCallMeta | undefined): void => {
    if (!(error instanceof ApiError)) {
      console.error('Unexpected failure of an API call', error);
      showError({ text: i18n.t('apiError.unknown'), status: 0 });
    } else {
      const content = errorBarContent(error.status, error.body, (key) => i18n.t(key));
      if (content.wrongFormat) console.error('Wrong format of an error answer', error.status, error.body);
      showError({ text: content.text, status: content.status });
      if (error.status === 401 && meta?.redirectOn401 !== false)
        void navigate(signInReturningTo(whereNow()), { state: keepErrorState });
    }
    window.scrollTo({ top: 0 });
  };
}
