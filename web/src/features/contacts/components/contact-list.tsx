import type { Contact } from '@listok/contract';
import { useRef } from 'react';
import { TrashIcon } from '../../../components/icons';
import { showSuccess } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useContacts } from '../api/contacts';
import { useRemoveContact } from '../api/remove-contact';
import { ContactAvatar } from './contact-avatar';

function ContactRow({ contact, onRemoved }: { contact: Contact; onRemoved: () => void }) {
  const { t } = useTexts();
  const removeContact = useRemoveContact();
  const remove = () =>
    removeContact.mutate(contact.id, {
      onSuccess: () => {
        showSuccess(t('contacts.removed', { username: contact.username }));
        onRemoved();
      },
    });
  return (
    <li className="flex items-center gap-3 py-2.5">
      <ContactAvatar username={contact.username} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900" title={contact.username}>
          {contact.username}
        </p>
        {/* Only mutual contacts may be added to lists: say who has not added the user back. */}
        {!contact.mutual && <p className="text-slate-500 text-sm">{t('contacts.notAddedYou')}</p>}
      </div>
      <button
        type="button"
        onClick={remove}
        disabled={removeContact.isPending}
        aria-label={t('contacts.remove', { username: contact.username })}
        title={t('contacts.remove', { username: contact.username })}
        className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/** The contact list with a remove button per entry (spec §2). */
export function ContactList() {
  const { t } = useTexts();
  const contacts = useContacts();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = contacts.data ?? [];
  return (
    <section
      aria-labelledby="contact-list-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="contact-list-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-lg text-slate-900"
      >
        {t('contacts.listHeading')}
        {contacts.data && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700 text-sm tabular-nums">
            {list.length}
          </span>
        )}
      </h2>
      {contacts.isPending ? (
        <p className="mt-3 text-slate-600">{t('contacts.loading')}</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('contacts.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {list.map((contact) => (
            // After a removal the focus goes to the heading, which still exists, instead of being lost.
            <ContactRow key={contact.id} contact={contact} onRemoved={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
    </section>
  );
}
