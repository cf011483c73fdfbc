import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Password recovery step 3 (spec §2): a new password for the token from the mail. */
export function RecoveryRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.recovery.title')} description={t('screens.recovery.description')} />;
}
