import type { ListMember } from '@listok/contract';
import { IconBadge } from '../../../../components/icon-badge';
import { CartIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts';

/**
 * Who else has the list open (a green dot), and who of them is in the shop, ticking items (a cart): live through push
 * (the server's presence, docs/architecture.md). Nothing for the signed-in user's own chip.
 */
export function MemberPresence({ member, username }: { member: ListMember; username: string | null }) {
  const { t } = useTexts();
  if (member.username === username) return null;
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
