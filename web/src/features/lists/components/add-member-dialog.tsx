import type { ListMember } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { linkStyle } from '../../../components/button-styles';
import { showMessage } from '../../../lib/notices';
import { useTexts } from '../../../lib/texts';
import { useContacts } from '../api/get-contacts';
import { useChangeMember } from '../api/members';
import { ActionDialog } from './action-dialog';

interface AddMemberDialogProps {
  listId: number;
  members: ListMember[];
  onClose: () => void;
}

const radioClass =
  'group flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-slate-800 ring-1 ring-slate-200 ring-inset outline-none data-[selected]:bg-brand-50 data-[selected]:ring-brand-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[hovered]:bg-slate-50';

/** Spec §2: the owner picks one of their contacts who is not a member yet; without any, a way to the contacts. */
export function AddMemberDialog({ listId, members, onClose }: AddMemberDialogProps) {
  const { t } = useTexts();
  const contacts = useContacts(true);
  const change = useChangeMember(listId);
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = (contacts.data ?? []).filter((contact) => !members.some((member) => member.id === contact.id));

  const add = () => {
    const contact = candidates.find((candidate) => String(candidate.id) === chosen);
    if (!contact) return;
    change.mutate(
      { action: 'add', userId: contact.id },
      {
        onSuccess: () => {
          showMessage(t('members.added', { name: contact.username }));
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.addMember.title')}
      onConfirm={add}
      confirmLabel={t('dialogs.add')}
      cancelLabel={t('dialogs.cancel')}
      isPending={change.isPending}
      confirmDisabled={chosen === null}
    >
      {contacts.isPending ? (
        <p role="status" className="text-slate-500">
          {t('app.loading')}
        </p>
      ) : candidates.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p>{t('dialogs.addMember.none')}</p>
          <p>
            <Link to={webRoutes.contacts} className={linkStyle}>
              {t('dialogs.addMember.toContacts')}
            </Link>
          </p>
        </div>
      ) : (
        <RadioGroup value={chosen} onChange={setChosen} className="flex flex-col gap-2">
          <Label className="mb-1 font-medium text-slate-800 text-sm">{t('dialogs.addMember.choose')}</Label>
          {candidates.map((contact) => (
            <Radio key={contact.id} value={String(contact.id)} className={radioClass}>
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 group-data-[selected]:border-brand-700"
              >
                <span className="size-2.5 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100" />
              </span>
              <span className="min-w-0 break-words">{contact.username}</span>
            </Radio>
          ))}
        </RadioGroup>
      )}
    </ActionDialog>
  );
}
