import { type RecoveredAnswer, webRoutes } from '@listok/contract';
import { Link } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { CheckCircleIcon } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { useTexts } from '../../../lib/texts/texts';

/**
 * After a recovery: the user is signed in here (unless the server takes no passwords), and is told that the access
 * tokens of the account were revoked, since programs using them stop working.
 */
export function RecoveryDone({ answer }: { answer: RecoveredAnswer }) {
  const { t } = useTexts();
  return (
    <PageCard
      title={t('recovery.doneTitle')}
      icon={<CheckCircleIcon className="size-6" />}
      lead={<p role="status">{t(answer.signedIn ? 'recovery.doneSignedIn' : 'recovery.doneSignIn')}</p>}
    >
      <div className="flex flex-col gap-5">
        {answer.revokedTokens > 0 && (
          <div role="note" className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
            <p className="font-medium">{t('recovery.tokensRevoked', { count: answer.revokedTokens })}</p>
            <p className="mt-1">{t('recovery.tokensRevokedHint')}</p>
            {answer.signedIn && (
              <Link to={webRoutes.settings} className={`${linkStyle} mt-2 inline-block`}>
                {t('recovery.toSettings')}
              </Link>
            )}
          </div>
        )}
        {answer.signedIn ? (
          <Link to={webRoutes.lists} className={`${buttonStyles.primary} w-full`}>
            {t('recovery.toLists')}
          </Link>
        ) : (
          <Link to={webRoutes.login} className={`${buttonStyles.primary} w-full`}>
            {t('recovery.toLogin')}
          </Link>
        )}
      </div>
    </PageCard>
  );
}
