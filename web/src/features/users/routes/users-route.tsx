import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** The user list for admin-type users (spec §2). */
export function UsersRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.users.title')} description={t('screens.users.description')} />;
}
