import { ScreenIntro } from '../../../components/screen-intro';
import { useTexts } from '../../../lib/texts';

/** Help: spec §2 says it shows 'under development'. */
export function HelpRoute() {
  const { t } = useTexts();
  return <ScreenIntro title={t('help.title')} description={t('help.underDevelopment')} />;
}
