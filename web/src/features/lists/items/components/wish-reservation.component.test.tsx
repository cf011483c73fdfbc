import type { ListItem } from '@listok/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { type ListScreen, ListScreenContext } from '../../shared/screen-context';
import { WishReservation } from './wish-reservation';

const headphones: ListItem = {
  id: 41,
  itemId: null,
  num: 1,
  name: 'Наушники',
  name_ru: 'Наушники',
  name_en: 'Наушники',
  details: '',
  unit: null,
  unit_ru: '',
  unit_en: '',
  amount: null,
  link: null,
  note: '',
  completed: false,
  added_at: '2026-03-01 10:15:00',
};

function showWish(item: ListItem, signedIn: boolean) {
  const list: ListScreen = { listId: 7, ac: 'code', signedIn, members: [] };
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
    showWish(headphones, false);
    expect(signIn()).toBeInTheDocument();
  });

  it('shows the owner, signed in, nothing: her answers carry no reservation', () => {
    const { container } = showWish(headphones, true);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets a friend reserve a free wish, and says so when someone else has', () => {
    showWish({ ...headphones, reserved: false, reserved_by_me: false }, true);
    expect(screen.getByRole('button', { name: 'Подарю я: Наушники' })).toBeInTheDocument();
    showWish({ ...headphones, reserved: true, reserved_by_me: false }, true);
    expect(screen.getByText('Уже кто-то дарит')).toBeInTheDocument();
    expect(signIn()).toBeNull();
  });
});
