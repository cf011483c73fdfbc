import type { Lang, ListMember } from '@listok/contract';
import { IconBadge } from '../../../../components/icon-badge';
import { CartIcon } from '../../../../components/icons';
import { type Translate, useTexts } from '../../../../lib/texts/texts';
import { tripNote } from '../../shared/trip-text';

interface MemberPresenceProps {
  member: ListMember;
  username: string | null;
  /** This device has no signal: the presence it last heard may be long gone, so none is shown. */
  offline: boolean;
}

type Texts = { t: Translate; lang: Lang };

/**
 * What is shown of a member beside their name: a cart with words for one in a shop of the list («в Ашане»), in the
 * shop ticking items («в магазине») or going shopping («идёт в магазин»), in that order (the first says the most); a
 * dot for one who has the list open. Nothing for the signed-in user, nor while this device is offline.
 */
function presenceOf(member: ListMember, username: string | null, offline: boolean, { t, lang }: Texts) {
  if (offline || member.username === username) return null;
  const trip = tripNote(member, lang, t);
  if (member.store) return { cart: true, text: trip };
  if (member.shopping) return { cart: true, text: t('members.shopping') };
  if (trip) return { cart: true, text: trip };
  return member.online ? { cart: false, text: t('members.online') } : null;
}

/**
 * Who else has the list open (a green dot), who is on a trip or in the shop (a cart with the words): live through push
 * (the server's presence, docs/architecture.md; the trip, docs/api.md "Shops").
 */
export function MemberPresence({ member, username, offline }: MemberPresenceProps) {
  const texts = useTexts();
  const presence = presenceOf(member, username, offline, texts);
  if (!presence) return null;
  if (presence.cart) {
    return <IconBadge icon={CartIcon} text={presence.text} className="bg-brand-100 text-brand-900" />;
  }
  return (
    <span title={presence.text} className="inline-flex shrink-0 items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
      <span className="sr-only">({presence.text})</span>
    </span>
  );
}

/** What the presence of a member says in words ('' for none), for a name read out with it. */
export function presenceText(member: ListMember, username: string | null, offline: boolean, texts: Texts): string {
  return presenceOf(member, username, offline, texts)?.text ?? '';
}
