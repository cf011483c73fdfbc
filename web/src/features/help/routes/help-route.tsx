import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Help: spec §2 says it shows 'under development'. */
export function HelpRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('help.title')} description={t('help.underDevelopment')} />;
}
