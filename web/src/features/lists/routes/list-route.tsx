import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** List detail, /lists/{id} (spec §2); items, members and sharing come with the lists feature. */
export function ListRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.list.title')} description={t('screens.list.description')} />;
}
