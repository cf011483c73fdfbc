import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** My lists (spec §2); the table, tabs and create form come with the lists feature. */
export function ListsRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.lists.title')} description={t('screens.lists.description')} />;
}
