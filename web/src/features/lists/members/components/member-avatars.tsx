import type { ListMember } from '@listok/contract';
import { initial } from '@listok/contract/base';
import { useState } from 'react';
import { CartIcon, UserPlusIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import { presenceText } from '../../realtime/components/member-presence';
import { shoppersOf, shoppersText } from '../../shared/trip-text';

const AddMemberDialog = lazyComponent(() => import('./add-member-dialog').then((module) => module.AddMemberDialog));

interface MemberAvatarsProps {
  listId: number;
  members: ListMember[];
  /** The signed-in user's name: no presence on their own avatar. */
  username: string | null;
  /** The caller may add members (`can.addMember`: the owner, while the list is active). */
  canAdd: boolean;
  /** This device has no signal: no presence shown, as it may be long gone. */
  offline: boolean;
  /** Opens the members' dialog (members-dialog.tsx). */
  onOpen: () => void;
}

/** Avatars drawn before the rest are counted (+2). */
const shownAvatars = 4;
const avatarBase =
  'relative flex size-8 shrink-0 items-center justify-center rounded-full font-semibold text-sm ring-2';

/**
 * The members in a small row of avatars under the list's name (spec §2's member row, folded for a phone): the owner's
 * in amber, a dot for those who have the list open, a cart for those in the shop; after them a pill says who else is
 * on a trip («Анна в Ашане», «Иван идёт в магазин»), wrapping under the avatars on a narrow phone. A tap opens the
 * members' dialog, where the owner removes members; the add-member icon sits beside for those who may add
 * (`can.addMember`).
 */
export function MemberAvatars({ listId, members, username, canAdd, offline, onOpen }: MemberAvatarsProps) {
  const texts = useTexts();
  const { t, lang } = texts;
  const [adding, setAdding] = useState(false);
  const names = members.map((member) => {
    const notes = [
      member.owner ? t('members.owner') : '',
      member.username === username ? t('members.you') : '',
      presenceText(member, username, offline, texts),
    ].filter(Boolean);
    return notes.length > 0 ? `${member.username} (${notes.join(', ')})` : member.username;
  });
  // Read out with the names above; shown for the eye only.
  const trips = offline ? '' : shoppersText(shoppersOf(members, username), lang, t);
  const more = members.length - shownAvatars;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 print:hidden">
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-11 items-center rounded-full px-1 hover:bg-slate-100"
      >
        <span className="sr-only">{t('members.avatars', { names: names.join(', ') })}</span>
        <span aria-hidden="true" className="flex -space-x-1.5">
          {members.slice(0, more > 0 ? shownAvatars - 1 : shownAvatars).map((member, index) => {
            const presence =
              offline || member.username === username
                ? null
                : member.shopping || member.store
                  ? 'shopping'
                  : member.online
                    ? 'online'
                    : null;
            return (
              <span
                key={member.id}
                title={names[index]}
                className={`${avatarBase} ${member.owner ? 'bg-amber-50 text-amber-950 ring-amber-400' : 'bg-sky-100 text-sky-900 ring-slate-50'}`}
              >
                {initial(member.username)}
                {presence === 'online' && (
                  <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-brand-600 ring-2 ring-slate-50" />
                )}
                {presence === 'shopping' && (
                  <span className="absolute -right-1 -bottom-1 flex size-4 items-center justify-center rounded-full bg-brand-700 text-white ring-2 ring-slate-50">
                    <CartIcon className="size-2.5" />
                  </span>
                )}
              </span>
            );
          })}
          {more > 0 && (
            <span className={`${avatarBase} bg-slate-200 text-slate-800 text-xs ring-slate-50`}>+{more + 1}</span>
          )}
        </span>
      </button>
      {canAdd && (
        <button
          type="button"
          onClick={() => setAdding(true)}
          aria-label={t('members.add')}
          title={t('members.add')}
          className="flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-300 ring-inset">
            <UserPlusIcon className="size-[1.125rem]" />
          </span>
        </button>
      )}
      {trips && (
        <span
          aria-hidden="true"
          title={trips}
          className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-900 text-xs"
        >
          <CartIcon className="size-3.5 shrink-0" />
          <span className="truncate">{trips}</span>
        </span>
      )}
      {adding && <AddMemberDialog listId={listId} members={members} onClose={() => setAdding(false)} />}
    </div>
  );
}
