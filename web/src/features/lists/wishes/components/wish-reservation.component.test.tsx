import type { ListCan, WishItem } from '@listok/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { noListRights } from '../../shared/list-can';
import { allowing } from '../../shared/list-can.test-support';
import { wish } from '../../shared/list-item.test-support';
import { type ListScreen, ListScreenContext } from '../../shared/screen-context';
import { WishReservation } from './wish-reservation';

const headphones = wish(41, 'Наушники', { added_at: '2026-03-01 10:15:00' });

/** A friend's header allows reserving; the owner's, a visitor's and a read-only one's do not. */
const friend = allowing('reserve');

function showWish(item: WishItem, signedIn: boolean, can: ListCan) {
  const list: ListScreen = { listId: 7, ac: 'code', signedIn, can, members: [] };
  return renderScreen(
    <ListScreenContext.Provider value={list}>
      <WishReservation item={item} />
    </ListScreenContext.Provider>,
    { path: '/lists/7?ac=code' },
  );
}

const signIn = () => screen.queryByRole('link', { name: 'Войдите, чтобы забронировать подарок' });

describe('WishReservation', () => {
  it('asks a visitor to sign in on a wish whose answer says nothing of reservations', () => {
    showWish(headphones, false, noListRights);
    expect(signIn()).toBeInTheDocument();
  });

  it('shows the owner, signed in, nothing: her header allows no reservation', () => {
    const { container } = showWish(headphones, true, noListRights);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the header’s flag, not the item: a wish with its reservation known offers nothing the flag denies', () => {
    const { container } = showWish({ ...headphones, reserved: false, reserved_by_me: false }, true, noListRights);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets a friend reserve a free wish, and says so when someone else has', () => {
    showWish({ ...headphones, reserved: false, reserved_by_me: false }, true, friend);
    expect(screen.getByRole('button', { name: 'Подарю я: Наушники' })).toBeInTheDocument();
    showWish({ ...headphones, reserved: true, reserved_by_me: false }, true, friend);
    expect(screen.getByText('Уже кто-то дарит')).toBeInTheDocument();
    expect(signIn()).toBeNull();
  });
});
