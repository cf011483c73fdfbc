import { webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { ApiError } from '../lib/api/api';
import { useTexts } from '../lib/texts/texts';
import { buttonStyles } from './button-styles';
import { LockIcon } from './icons';

/** What an admin-only fetch answers instead of its data when the server says 403 (spec §4). */
export interface AccessDenied {
  accessDenied: true;
}

const accessDenied: AccessDenied = { accessDenied: true };

export const isAccessDenied = (value: unknown): value is AccessDenied =>
  typeof value === 'object' && value !== null && (value as Partial<AccessDenied>).accessDenied === true;

/**
 * Spec §4: a 403 on an admin screen's fetch is a state of the screen, not a failure for the error bar. Any other
 * failure (a 401 sends the visitor to sign in) still goes to the app's one error handler.
 */
export async function unlessAccessDenied<T>(call: Promise<T>): Promise<T | AccessDenied> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return accessDenied;
    throw error;
  }
}

/** Shown in place of an admin screen's content to a signed-in user without admin rights. */
export function AccessDeniedNotice() {
  const { t } = useTexts();
  return (
    <div className="mt-6 rounded-2xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700"
      >
        <LockIcon className="size-7" />
      </span>
      <p role="alert" className="mt-4 font-semibold text-lg text-slate-900">
        {t('errors.ADMIN_ONLY')}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('accessDenied.hint')}</p>
      <Link to={webRoutes.home} className={`${buttonStyles.secondary} mt-6`}>
        {t('accessDenied.toHome')}
      </Link>
    </div>
  );
}
