import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Feedback (spec §2): email and message. */
export function FeedbackRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.feedback.title')} description={t('screens.feedback.description')} />;
}
