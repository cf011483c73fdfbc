import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Password recovery step 1 (spec §2): ask for the email. */
export function RecoveryStartRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.recoveryStart.title')} description={t('screens.recoveryStart.description')} />;
}
