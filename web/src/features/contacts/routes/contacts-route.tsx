import '../../../locales/account';
import { ScreenIntro } from '../../../components/screen-intro';
import { useTexts } from '../../../lib/texts/texts';
import { ContactList } from '../components/contact-list';
import { ContactSearch } from '../components/contact-search';

/** Contacts (spec §2): search by nickname or email, add and remove. */
export function ContactsRoute() {
  const { t } = useTexts();
  return (
    <ScreenIntro title={t('contacts.title')} description={t('contacts.description')}>
      <div className="mt-6 grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
        <ContactSearch />
        <ContactList />
      </div>
    </ScreenIntro>
  );
}
