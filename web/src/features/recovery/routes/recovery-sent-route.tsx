import '../../../locales/account';
import { webRoutes } from '@listok/contract';
import { Link, useLocation } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { MailIcon } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { useTexts } from '../../../lib/texts/texts';
import { readRecoverySentState } from '../recovery-state';

/** Password recovery step 2 (spec §2): the 'sent' confirmation with a To-the-main button. */
export function RecoverySentRoute() {
  const { t } = useTexts();
  const sent = readRecoverySentState(useLocation().state);
  return (
    <PageCard
      title={t('recovery.sentTitle')}
      icon={<MailIcon className="size-6" />}
      lead={
        sent ? (
          <p>
            {t('recovery.sentToBefore')}{' '}
            <strong className="break-all font-semibold text-slate-900">{sent.email}</strong> {t('recovery.sentToAfter')}
          </p>
        ) : (
          <p>{t('recovery.sentGeneric')}</p>
        )
      }
      footer={
        <>
          {t('recovery.notReceived')}{' '}
          <Link to={webRoutes.recoveryStart} className={linkStyle}>
            {t('recovery.sendAgain')}
          </Link>
        </>
      }
    >
      <ul className="flex flex-col gap-2 text-slate-700 text-sm">
        <li>{t('recovery.sentValid')}</li>
        <li>{t('recovery.sentSpam')}</li>
      </ul>
      <Link to={webRoutes.home} className={`${buttonStyles.primary} mt-6 w-full`}>
        {t('recovery.toMain')}
      </Link>
    </PageCard>
  );
}
