import type { ListKind } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../../components/button-styles';
import { FlagIcon, GiftIcon, InfoIcon, UndoIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { withNextPath } from '../../../../lib/session/return-path';
import { useTexts } from '../../../../lib/texts/texts';
import { useJoinList } from '../../members/api/join-list';
import { kindKey } from '../../shared/kind-words';

interface NoticeProps {
  tone: 'amber' | 'sky';
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

const tones = {
  amber: 'bg-amber-50 text-amber-950 ring-amber-200',
  sky: 'bg-sky-50 text-sky-950 ring-sky-200',
} as const;

function Notice({ tone, icon, children, action }: NoticeProps) {
  return (
    <div
      className={`mt-3 flex flex-col gap-2.5 rounded-xl px-4 py-3 text-sm ring-1 sm:mt-5 sm:flex-row sm:items-center sm:gap-3 sm:text-base ${tones[tone]}`}
    >
      <p className="flex flex-1 items-start gap-3">
        <span className="mt-0.5 shrink-0">{icon}</span>
        <span>{children}</span>
      </p>
      {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
    </div>
  );
}

/**
 * Spec §2: an ended list says so (and shows no add controls). Its owner may restore it, right here; anyone else is
 * told who ended it, as only the owner can restore it.
 */
export function EndedNotice({ onRecover }: { onRecover: (() => void) | undefined }) {
  const { t } = useTexts();
  return (
    <Notice
      tone="amber"
      icon={<FlagIcon className="size-5 text-amber-700" />}
      action={
        onRecover && (
          <button type="button" onClick={onRecover} className={buttonStyles.secondary}>
            <UndoIcon className="size-5" />
            {t('list.recover')}
          </button>
        )
      }
    >
      <span className="font-medium">{onRecover ? t('list.ended') : t('list.endedByOwner')}</span>
    </Notice>
  );
}

interface JoinNoticeProps {
  listId: number;
  ac: string;
  /** The list's kind: a wish list's friend is told how to reserve a wish, and joining is a small link there. */
  kind: ListKind;
  /** The owner's name, which a wish list's notices speak of. */
  owner: string;
  onJoined: () => void;
}

/** A wish list's words for a friend who opened its link: what «Подарю я» does and that the owner never learns. */
function WishFriendHint({ owner, hint }: { owner: string; hint: 'friendHint' | 'visitorHint' }) {
  const { t } = useTexts();
  return (
    <>
      <span className="block font-semibold">{t('wishes.friendTitle', { owner })}</span>
      {t(`wishes.${hint}`, { owner })}
    </>
  );
}

/**
 * A signed-in user who opened the link of someone else's list may join it. The notice and its button go as the user
 * becomes a member: `onJoined` places the focus, unless the user has put it somewhere else meanwhile. On a wish list
 * the friend reserves without joining, and joining makes them an editor of someone else's wishes: the notice explains
 * the reservation, and Join is a small link with what it means beside it.
 */
export function JoinNotice({ listId, ac, kind, owner, onJoined }: JoinNoticeProps) {
  const { t } = useTexts();
  const join = useJoinList(listId);
  const wishes = kind === 'wishlist';
  const button = (
    <button
      type="button"
      disabled={join.isPending}
      onClick={(event) => {
        const button = event.currentTarget;
        // The notice goes away as soon as the user is a member, so the message must not depend on it staying.
        join.mutateAsync(ac).then(
          () => {
            showSuccess(t('list.joined'));
            const focus = document.activeElement;
            if (focus === null || focus === document.body || focus === button) onJoined();
          },
          () => undefined,
        );
      }}
      className={
        wishes
          ? 'inline-flex min-h-11 items-center font-medium text-sky-800 text-sm underline underline-offset-2 hover:text-sky-950 disabled:opacity-60 sm:min-h-8'
          : buttonStyles.primary
      }
    >
      {t('list.join')}
    </button>
  );
  if (!wishes)
    return (
      <Notice tone="sky" icon={<InfoIcon className="size-5 text-sky-700" />} action={button}>
        {t(kindKey(kind, 'joinHint'))}
      </Notice>
    );
  return (
    <Notice tone="sky" icon={<GiftIcon className="size-5 text-sky-700" />}>
      <WishFriendHint owner={owner} hint="friendHint" />
      <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sky-900 text-xs sm:text-sm">
        {button}
        <span>{t('wishes.joinNote', { owner })}</span>
      </span>
    </Notice>
  );
}

/**
 * A visitor with the link sees the list read-only and how to take part; signing in or up brings them back here. On a
 * wish list, that signing in lets them reserve a wish, which its owner never learns.
 */
export function VisitorNotice({ kind, owner }: { kind: ListKind; owner: string }) {
  const { t } = useTexts();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <Notice
      tone="sky"
      icon={
        kind === 'wishlist' ? (
          <GiftIcon className="size-5 text-sky-700" />
        ) : (
          <InfoIcon className="size-5 text-sky-700" />
        )
      }
      action={
        <>
          <Link to={withNextPath(webRoutes.login, here)} className={buttonStyles.primary}>
            {t('list.signIn')}
          </Link>
          <Link to={withNextPath(webRoutes.signup, here)} className={buttonStyles.secondary}>
            {t('list.signUp')}
          </Link>
        </>
      }
    >
      {kind === 'wishlist' ? <WishFriendHint owner={owner} hint="visitorHint" /> : t('list.visitorHint')}
    </Notice>
  );
}
