import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** The personal vocabulary of product names (spec §2). */
export function VocabularyRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.vocabulary.title')} description={t('screens.vocabulary.description')} />;
}
