import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '../../../components/screen-intro';

/** Contacts (spec §2): search by nickname or email, add and remove. */
export function ContactsRoute() {
  const { t } = useTranslation();
  return <ScreenIntro title={t('screens.contacts.title')} description={t('screens.contacts.description')} />;
}
