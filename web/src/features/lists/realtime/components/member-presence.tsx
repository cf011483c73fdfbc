import type { ListMember } from '@listok/contract';
import { IconBadge } from '../../../../components/icon-badge';
import { CartIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts';

interface MemberPresenceProps {
  member: ListMember;
  username: string | null;
  /** This device has no signal: the presence it last heard may be long gone, so none is shown. */
  offline: boolean;
}

/**
 * Who else has the list open (a green dot), and who of them is in the shop, ticking items (a cart): live through push
 * (the server's presence, docs/architecture.md). Nothing for the signed-in user's own chip, nor while offline.
 */
export function MemberPresence({ member, username, offline }: MemberPresenceProps) {
  const { t } = useTexts();
  if (offline || member.username === username) return null;
  if (member.shopping) {
    return <IconBadge icon={CartIcon} text={t('members.shopping')} className="bg-brand-100 text-brand-900" />;
  }
  if (!member.online) return null;
  return (
    <span title={t('members.online')} className="inline-flex shrink-0 items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
      <span className="sr-only">({t('members.online')})</span>
    </span>
  );
}

/** What the presence of a member says in words ('', 'has the list open', 'shopping'), for a name read out with it. */
export function presenceText(member: ListMember, username: string | null, offline: boolean, t: PresenceTexts): string {
  if (offline || member.username === username) return '';
  if (member.shopping) return t('members.shopping');
  return member.online ? t('members.online') : '';
}

type PresenceTexts = (key: 'members.shopping' | 'members.online') => string;
