import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** The product catalogue for admin-type users (spec §2). */
export function ProductsRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.products.title')} description={t('screens.products.description')} />;
}
