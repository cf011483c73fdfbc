import '../../../locales/account';
import { webRoutes } from '@listok/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { AlertIcon, CheckCircleIcon, MailIcon } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { ApiError } from '../../../lib/api/api';
import { errorBarContent } from '../../../lib/notices/error-text';
import { clearError } from '../../../lib/notices/notices';
import { useMenu } from '../../../lib/session/menu';
import { useTexts } from '../../../lib/texts/texts';
import { useConfirmEmail } from '../api/confirm-email';

/** Why a confirmation failed, in the server's words: the link's problem, or a taken address. */
function problemText(error: unknown, t: ReturnType<typeof useTexts>['t']): string {
  if (!(error instanceof ApiError)) return t('apiError.unknown');
  return error.fieldErrors.token ?? errorBarContent(error.status, error.body, t).text;
}

/**
 * The page of a link that confirms an email (beyond the spec): mailed to a new address, or to the account's own after a
 * sign-up. It confirms at once, then says the account's address, or why the link cannot work. A session is not
 * needed: the link is the proof.
 */
export function ConfirmEmailRoute() {
  const { t } = useTexts();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() || null;
  const confirm = useConfirmEmail();
  const signedIn = Boolean(useMenu().data?.username);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    // A refusal is told on this page, beside the way on, rather than in the bar at the top.
    confirm.mutate({ token }, { onError: () => clearError() });
  }, [token, confirm]);

  const onward: ReactNode = signedIn ? (
    <Link to={webRoutes.settings} className={`${buttonStyles.primary} w-full`}>
      {t('settings.toSettings')}
    </Link>
  ) : (
    <Link to={webRoutes.login} className={`${buttonStyles.primary} w-full`}>
      {t('settings.toLogin')}
    </Link>
  );

  if (token === null || confirm.isError) {
    return (
      <PageCard
        title={t('settings.confirmFailedTitle')}
        icon={<AlertIcon className="size-6" />}
        lead={
          <p role="alert" className="font-medium text-red-800">
            {token === null ? t('validation.emailToken') : problemText(confirm.error, t)}
          </p>
        }
      >
        {onward}
      </PageCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageCard
        title={t('settings.confirmedTitle')}
        icon={<CheckCircleIcon className="size-6" />}
        lead={
          <p role="status">
            {t('settings.confirmedLead')}{' '}
            <strong className="block break-words font-semibold text-slate-900">{confirm.data.email}</strong>
          </p>
        }
      >
        {onward}
      </PageCard>
    );
  }
  return (
    <PageCard
      title={t('settings.confirmTitle')}
      icon={<MailIcon className="size-6" />}
      lead={<p role="status">{t('settings.confirming')}</p>}
    />
  );
}
