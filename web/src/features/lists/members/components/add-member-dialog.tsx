import type { Contact, ListMember } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { linkStyle } from '../../../../components/button-styles';
import { ApiError } from '../../../../lib/api/api';
import { errorBarContent } from '../../../../lib/notices/error-text';
import { showSuccess } from '../../../../lib/notices/success-message';
import { intlLocale } from '../../../../lib/texts/lang';
import { useTexts } from '../../../../lib/texts/texts';
import { listKeys } from '../../shared/api/keys';
import { ActionDialog } from '../../shared/components/action-dialog';
import { RadioOption } from '../../shared/components/radio-option';
import { useContacts } from '../api/get-contacts';
import { useChangeMember } from '../api/members';
import { memberCandidates, oneWayNames } from '../member-candidates';

interface AddMemberDialogProps {
  listId: number;
  members: ListMember[];
  onClose: () => void;
}

/**
 * Spec §2: the owner picks one of their contacts who is not a member yet and has added the owner back (their consent);
 * the contacts who have not are named below with the advice to send the link. Without any, a way to the contacts.
 */
export function AddMemberDialog({ listId, members, onClose }: AddMemberDialogProps) {
  const { t, lang } = useTexts();
  const queryClient = useQueryClient();
  const contacts = useContacts(true);
  const change = useChangeMember(listId);
  const [chosen, setChosen] = useState<string | null>(null);
  const { mutual: candidates, oneWay } = memberCandidates(contacts.data ?? [], members);
  // The page's error bar lies under the dialog: a refusal is also said here.
  const refusal =
    change.error instanceof ApiError ? errorBarContent(change.error.status, change.error.body, t).text : null;
  // The chosen radio and the Add button may go with the refusal: the focus moves to it, so it stays in the dialog.
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const add = () => {
    const contact = candidates.find((candidate) => String(candidate.id) === chosen);
    if (!contact) return;
    change.mutate(
      { action: 'add', userId: contact.id },
      {
        onSuccess: () => {
          showSuccess(t('members.added', { name: contact.username }));
          onClose();
        },
        onError: (error) => {
          // They removed the owner from their contacts meanwhile: show them among those who have not added the owner.
          if (error instanceof ApiError && error.code === 'NOT_MUTUAL_CONTACT') {
            setChosen(null);
            void queryClient.invalidateQueries({ queryKey: listKeys.contacts() });
          }
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
      ) : (
        <div className="flex flex-col gap-4">
          {refusal && (
            <p
              ref={refusalRef}
              role="alert"
              tabIndex={-1}
              className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 outline-none ring-1 ring-red-200"
            >
              {refusal}
            </p>
          )}
          {candidates.length === 0 ? (
            <div className="flex flex-col gap-3">
              <p>{t('dialogs.addMember.none')}</p>
              <p>
                <Link to={webRoutes.contacts} className={linkStyle}>
                  {t('dialogs.addMember.toContacts')}
                </Link>
              </p>
            </div>
          ) : (
            <CandidateChoice candidates={candidates} chosen={chosen} onChange={setChosen} />
          )}
          {oneWay.length > 0 && (
            <p className="text-slate-600 text-sm">
              {t(oneWay.length === 1 ? 'dialogs.addMember.notAddedYou' : 'dialogs.addMember.notAddedYouSeveral', {
                names: oneWayNames(oneWay, intlLocale[lang], (count) => t('dialogs.addMember.more', { count })),
              })}
            </p>
          )}
        </div>
      )}
    </ActionDialog>
  );
}

function CandidateChoice({
  candidates,
  chosen,
  onChange,
}: {
  candidates: Contact[];
  chosen: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTexts();
  return (
    <RadioGroup value={chosen} onChange={onChange} className="flex flex-col gap-2">
      <Label className="mb-1 font-medium text-slate-800 text-sm">{t('dialogs.addMember.choose')}</Label>
      {candidates.map((contact) => (
        <RadioOption key={contact.id} value={String(contact.id)}>
          {contact.username}
        </RadioOption>
      ))}
    </RadioGroup>
  );
}
