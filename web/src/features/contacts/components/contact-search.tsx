import { UserSearchQuery } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { CheckCircleIcon, SearchIcon, UserPlusIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { showSuccess } from '../../../lib/notices/success-message';
import { useMenu } from '../../../lib/session/menu';
import { useTexts } from '../../../lib/texts/texts';
import { useAddContact } from '../api/add-contact';
import { useContacts } from '../api/contacts';
import { useUserSearch } from '../api/search-users';
import { type SearchOutcome, searchOutcome } from '../search-outcome';
import { ContactAvatar } from './contact-avatar';

function FoundUser({ outcome }: { outcome: Extract<SearchOutcome, { kind: 'found' }> }) {
  const { t } = useTexts();
  const addContact = useAddContact();
  const add = () =>
    addContact.mutate(outcome.id, {
      onSuccess: () => showSuccess(t('contacts.added', { username: outcome.username })),
    });
  // Who was found and what can be done go side by side when both fit, else the second goes under the first: the
  // person's part keeps at least 12rem, so the name is never squeezed to a few letters under an overlapping status.
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex min-w-48 flex-1 items-center gap-3">
        <ContactAvatar username={outcome.username} />
        <p className="min-w-0 flex-1">
          <span className="block text-slate-600 text-sm">{t('contacts.found')}</span>
          <span className="block truncate font-semibold text-slate-900" title={outcome.username}>
            {outcome.username}
          </span>
        </p>
      </div>
      {outcome.isContact ? (
        <p className="flex items-center gap-1.5 font-medium text-brand-800 text-sm">
          <CheckCircleIcon className="size-5 shrink-0" />
          {t('contacts.alreadyContact')}
        </p>
      ) : (
        <button
          type="button"
          onClick={add}
          disabled={addContact.isPending}
          className={`${buttonStyles.primary} w-full sm:w-auto`}
        >
          <UserPlusIcon />
          {t('contacts.add')}
        </button>
      )}
    </div>
  );
}

/** Spec §2: find a user by exact nickname or email; the button waits for text, Enter also searches. */
export function ContactSearch() {
  const { t } = useTexts();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const search = useUserSearch(searched);
  const contacts = useContacts();
  const ownUsername = useMenu().data?.username ?? null;
  const parsed = UserSearchQuery.safeParse({ name: text });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    if (parsed.data.name === searched) void search.refetch();
    else setSearched(parsed.data.name);
  };

  const outcome =
    search.data && searched !== '' ? searchOutcome(searched, search.data, contacts.data ?? [], ownUsername) : null;

  return (
    <section
      aria-labelledby="contact-search-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="contact-search-heading" className="font-semibold text-lg text-slate-900">
        {t('contacts.searchHeading')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t('contacts.searchHint')}</p>
      <search className="mt-4 block">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label={t('contacts.searchLabel')}
              type="search"
              name="name"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <button type="submit" disabled={!parsed.success} className={buttonStyles.primary}>
            <SearchIcon />
            {t('contacts.search')}
          </button>
        </form>
      </search>
      <div role="status" aria-live="polite" className="mt-4 empty:mt-0">
        {search.isFetching ? (
          <p className="text-slate-600">{t('contacts.searching')}</p>
        ) : outcome?.kind === 'found' ? (
          <FoundUser outcome={outcome} />
        ) : outcome?.kind === 'self' ? (
          <p className="text-slate-700">{t('contacts.self')}</p>
        ) : outcome?.kind === 'nobody' ? (
          <p className="text-slate-700">{t('contacts.nobody', { name: searched })}</p>
        ) : null}
      </div>
    </section>
  );
}
