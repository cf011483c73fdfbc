import type { ListMember } from '@listok/contract';
import { useRef, useState } from 'react';
import { CloseIcon, CrownIcon, UserPlusIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import { MemberPresence } from '../../realtime/components/member-presence';
import { ActionDialog } from '../../shared/components/action-dialog';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { useChangeMember } from '../api/members';

const AddMemberDialog = lazyComponent(() => import('./add-member-dialog').then((module) => module.AddMemberDialog));

interface MembersDialogProps {
  listId: number;
  members: ListMember[];
  /** The signed-in user's name, to mark their own chip. */
  username: string | null;
  /** The caller may add members (`can.addMember`: the owner, while the list is active). */
  canAdd: boolean;
  /** The caller may remove members other than the owner (`can.removeMember`). */
  canRemove: boolean;
  /** This device has no signal: who else has the list open is not known now. */
  offline: boolean;
  onClose: () => void;
}

/**
 * Spec §2: the members as chips, the owner highlighted (crown, bold); others who have the list open show a green dot,
 * those ticking items in the shop a cart. The owner removes others with × (after a confirmation) and, while the list
 * is active, adds people from their contacts. Opened from the members' avatars and from the list's menu.
 */
export function MembersDialog({ listId, members, username, canAdd, canRemove, offline, onClose }: MembersDialogProps) {
  const { t } = useTexts();
  const change = useChangeMember(listId);
  const [removing, setRemoving] = useState<ListMember | null>(null);
  const [adding, setAdding] = useState(false);
  // The removed member's × goes with their chip: the focus goes to the list of members.
  const list = useRef<HTMLUListElement>(null);

  const remove = () => {
    if (!removing) return;
    const { id, username: name } = removing;
    change.mutate(
      { action: 'remove', userId: id },
      {
        onSuccess: () => {
          closeDialogAndFocus(() => setRemoving(null), list);
          showSuccess(t('members.removed', { name }));
        },
      },
    );
  };

  return (
    <ActionDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('members.heading')}>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t('members.heading')}
        className="flex flex-wrap items-center gap-2 outline-none"
      >
        {members.map((member) => (
          <li
            key={member.id}
            className={`flex min-h-10 max-w-full items-center gap-1.5 rounded-full py-1 text-sm ring-1 ring-inset ${
              member.owner
                ? 'bg-amber-50 pl-2.5 font-bold text-amber-950 ring-amber-300'
                : 'bg-white pl-3 text-slate-800 ring-slate-300'
            } ${canRemove && !member.owner ? 'pr-1' : 'pr-3'}`}
          >
            {member.owner === 1 && <CrownIcon className="size-4 shrink-0 text-amber-600" />}
            <span className="truncate">{member.username}</span>
            {member.owner === 1 && <span className="sr-only">({t('members.owner')})</span>}
            <MemberPresence member={member} username={username} offline={offline} />
            {member.username === username && <span className="font-normal text-slate-500">({t('members.you')})</span>}
            {canRemove && member.owner === 0 && (
              <button
                type="button"
                onClick={() => setRemoving(member)}
                aria-label={t('members.remove', { name: member.username })}
                className="flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
              >
                <CloseIcon className="size-4" />
              </button>
            )}
          </li>
        ))}
        {canAdd && (
          <li>
            <button
              type="button"
              onClick={() => setAdding(true)}
              aria-label={t('members.add')}
              title={t('members.add')}
              className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800 ring-1 ring-brand-300 ring-inset hover:bg-brand-100"
            >
              <UserPlusIcon className="size-5" />
            </button>
          </li>
        )}
      </ul>
      <ActionDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('dialogs.removeMember.title')}
        onConfirm={remove}
        isPending={change.isPending}
        destructive
      >
        <p>{t('dialogs.removeMember.text', { name: removing?.username ?? '' })}</p>
      </ActionDialog>
      {adding && <AddMemberDialog listId={listId} members={members} onClose={() => setAdding(false)} />}
    </ActionDialog>
  );
}
