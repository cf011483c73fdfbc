import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Password recovery step 2 (spec §2): the 'sent' confirmation. */
export function RecoverySentRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.recoverySent.title')} description={t('screens.recoverySent.description')} />;
}
