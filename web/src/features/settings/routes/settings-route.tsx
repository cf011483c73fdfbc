import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Account settings (spec §2): email, password, time zone. */
export function SettingsRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.settings.title')} description={t('screens.settings.description')} />;
}
