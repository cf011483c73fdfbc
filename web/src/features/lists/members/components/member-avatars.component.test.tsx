import type { ListMember } from '@listok/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { MemberAvatars } from './member-avatars';

const anna: ListMember = { id: 1, username: 'anna', owner: 1, online: true, shopping: false };
const boris: ListMember = { id: 2, username: 'boris', owner: 0, online: true, shopping: false };
const vera: ListMember = { id: 3, username: 'vera', owner: 0, online: true, shopping: true };

function showAvatars({ offline = false, canAdd = true, members = [anna, boris, vera] } = {}) {
  const onOpen = vi.fn();
  const shown = renderScreen(
    <MemberAvatars listId={5} members={members} username="anna" canAdd={canAdd} offline={offline} onOpen={onOpen} />,
  );
  return { ...shown, onOpen };
}

describe('MemberAvatars', () => {
  it('names every member with the owner, oneself and who is there or shopping, and opens the members', async () => {
    const { user, onOpen, container } = showAvatars();
    // A dot for boris, a cart for vera.
    expect(container.querySelectorAll('.bg-brand-600')).toHaveLength(1);
    expect(container.querySelectorAll('svg.size-2\\.5')).toHaveLength(1);
    const button = screen.getByRole('button', {
      name: 'Участники: anna (владелец, это вы), boris (сейчас в списке), vera (в магазине)',
    });
    expect(within(button).getByText('A', { ignore: '.sr-only' })).toBeInTheDocument();
    await user.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows no presence while this device is offline: what it last heard may be long gone', () => {
    const { container } = showAvatars({ offline: true });
    expect(screen.getByRole('button', { name: 'Участники: anna (владелец, это вы), boris, vera' })).toBeInTheDocument();
    // Neither the green dots nor the carts are drawn.
    expect(container.querySelector('.bg-brand-600')).toBeNull();
    expect(container.querySelector('svg.size-2\\.5')).toBeNull();
  });

  it('says who else is on a trip, beside the avatars and in the names read out; not for oneself', () => {
    const ashan = { id: 7, name: 'Ашан' };
    const members: ListMember[] = [
      { ...anna, store: ashan, goingShopping: true },
      { ...boris, online: false, goingShopping: true },
      { ...vera, store: ashan },
    ];
    showAvatars({ members });
    expect(
      screen.getByRole('button', {
        name: 'Участники: anna (владелец, это вы), boris (идёт в магазин), vera (в Ашане)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('boris идёт в магазин, vera в Ашане')).toBeInTheDocument();
  });

  it('counts the shoppers past two, and says nothing of trips while offline', () => {
    const members: ListMember[] = [
      anna,
      ...['b', 'c', 'd'].map((name, index) => ({ ...boris, id: index + 10, username: name, goingShopping: true })),
    ];
    const { unmount } = showAvatars({ members });
    expect(screen.getByText('b идёт в магазин и ещё 2')).toBeInTheDocument();
    unmount();
    showAvatars({ members, offline: true });
    expect(screen.queryByText(/идёт в магазин/)).toBeNull();
  });

  it('shows the add-member icon where the header allows adding (can.addMember), and nowhere else', () => {
    showAvatars();
    expect(screen.getByRole('button', { name: 'Добавить участника' })).toBeInTheDocument();
    renderScreen(
      <MemberAvatars
        listId={5}
        members={[anna, boris]}
        username="boris"
        canAdd={false}
        offline={false}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Добавить участника' })).toHaveLength(1);
  });

  it('draws four avatars at most, counting the rest', () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ ...boris, id: index + 10, username: `m${index}` }));
    showAvatars({ members: [anna, ...many] });
    const button = screen.getByRole('button', { name: /^Участники: / });
    expect(within(button).getByText('+5')).toBeInTheDocument();
  });
});
