import type { WishItem } from '@listok/contract';
import { Link, useLocation } from 'react-router';
import { GiftIcon } from '../../../../components/icons';
import { signInReturningTo } from '../../../../lib/session/return-path';
import { useTexts } from '../../../../lib/texts/texts';
import { useListScreenContext } from '../../shared/screen-context';
import { useReserve } from '../api/reserve';

const quiet =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 -mx-2 font-semibold text-brand-800 text-sm hover:bg-brand-50 disabled:opacity-60';

/**
 * A wish as a friend sees it, where the header's `can.reserve` allows it (never its owner): free — «Подарю я» reserves
 * it; reserved by them — said so, with a way back; by someone else — said so. A visitor is asked to sign in first:
 * every wish not received asks it (it may be the owner signed out, who is then told nothing more).
 */
export function WishReservation({ item }: { item: WishItem }) {
  const { t } = useTexts();
  const screen = useListScreenContext();
  const location = useLocation();
  const reserve = useReserve(screen?.listId ?? 0, screen?.ac);
  if (!screen || item.completed) return null;
  if (!screen.signedIn) {
    return (
      <p className="mt-1 text-sm">
        <Link to={signInReturningTo(`${location.pathname}${location.search}`)} className={quiet}>
          {t('wishes.signIn')}
        </Link>
      </p>
    );
  }
  if (!screen.can.reserve) return null;
  if (item.reserved_by_me) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
          <GiftIcon className="size-4" />
          {t('wishes.yours')}
        </span>
        <button
          type="button"
          disabled={reserve.isPending}
          onClick={() => reserve.mutate({ rowId: item.id, reserve: false })}
          className={quiet}
        >
          {t('wishes.giveBack')}
        </button>
      </p>
    );
  }
  if (item.reserved) {
    return (
      <p className="mt-1 inline-flex items-center gap-1.5 text-slate-600 text-sm">
        <GiftIcon className="size-4" />
        {t('wishes.taken')}
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm">
      <button
        type="button"
        disabled={reserve.isPending}
        onClick={() => reserve.mutate({ rowId: item.id, reserve: true })}
        aria-label={t('wishes.reserveNamed', { name: item.name })}
        className={quiet}
      >
        <GiftIcon className="size-4" />
        {t('wishes.reserve')}
      </button>
    </p>
  );
}
