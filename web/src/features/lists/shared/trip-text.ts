import { atStore, type Lang, type ListMember, type ListShopper, toStore } from '@listok/contract';
import type { Translate } from '../../../lib/texts/texts';

// A member on a trip (docs/api.md, "Shops"): in one of the list's shops, or going shopping. The avatars, the members'
// dialog and My lists say it with the same words.

/** Up to this many shoppers are named; with more, the first is, and the rest counted (a line stays short). */
const namedShoppers = 2;

/** The members of a header on a trip but the signed-in user, as My lists' `shoppers` has them. */
export function shoppersOf(members: readonly ListMember[], username: string | null): ListShopper[] {
  return members
    .filter((member) => member.username !== username && (member.store || member.goingShopping))
    .map((member) => ({ username: member.username, store: member.store ?? null, onTheWay: member.onTheWay ?? false }));
}

/**
 * A member's trip after their name: «в Ашане», «идёт в Ашан» (on the way, until they tick something there), «идёт в
 * магазин» (English "at Costco", "going to Costco", "going shopping"); or ''.
 */
export function tripNote(
  member: Pick<ListMember, 'store' | 'goingShopping' | 'onTheWay'>,
  lang: Lang,
  t: Translate,
): string {
  if (member.store && member.onTheWay) return t('trip.goingTo', { where: toStore(member.store.name, lang) });
  if (member.store) return atStore(member.store.name, lang);
  return member.goingShopping ? t('trip.going') : '';
}

/** «Анна в Ашане», «Иван идёт в Пятёрочку», «Анна идёт в магазин» ("Anna is at Costco", "Ivan is going to Costco"). */
export function shopperText(shopper: ListShopper, lang: Lang, t: Translate): string {
  const { username: name, store } = shopper;
  if (store && shopper.onTheWay) return t('trip.memberGoingTo', { name, where: toStore(store.name, lang) });
  return store ? t('trip.memberAt', { name, where: atStore(store.name, lang) }) : t('trip.memberGoing', { name });
}

/** «Анна в Ашане, Иван идёт в магазин»; with more, the first named and the rest counted: «… и ещё 2»; or ''. */
export function shoppersText(shoppers: readonly ListShopper[], lang: Lang, t: Translate): string {
  if (shoppers.length <= namedShoppers) return shoppers.map((shopper) => shopperText(shopper, lang, t)).join(', ');
  return t('trip.andMore', { shoppers: shopperText(shoppers[0]!, lang, t), count: shoppers.length - 1 });
}
