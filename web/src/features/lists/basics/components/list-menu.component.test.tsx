import type { ListHeader } from '@listok/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { noListRights } from '../../shared/list-can';
import { allowing, memberCan, ownerCan } from '../../shared/list-can.test-support';
import { listHeaderAnswer } from '../../shared/list-header.test-support';
import { ListMenu } from './list-menu';

const header = (extra: Partial<ListHeader> = {}) => listHeaderAnswer({ isOwner: true, can: ownerCan, ...extra });

/** Opens the menu of the list and answers the names of its items, in order. */
async function menuOf(list: ListHeader, link: string | null = 'https://listok.test/lists/5?ac=code') {
  const onOpen = vi.fn();
  const { user } = renderScreen(
    <ListMenu
      header={list}
      link={link}
      items={{ current: [] }}
      anyTicked={false}
      onOpen={onOpen}
      look={{ icon: null, label: 'Действия' }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Действия' }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  return { items, user, onOpen };
}

// Sharing, the export and the members are everyone's who sees the list (and has the link): the items before these.
const shared = ['Поделиться…', 'Копировать ссылку', 'Копировать текстом', 'Распечатать', 'Участники…'];

describe('the list menu offers what the header’s can allows', () => {
  it('the owner of an active list: paste, copy, rename, close and delete, not leave', async () => {
    const { items, user, onOpen } = await menuOf(header());
    expect(items).toEqual([
      ...shared,
      'Вставить список…',
      'Копировать список…',
      'Название и вид',
      'Завершить список',
      'Удалить',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Завершить список' }));
    expect(onOpen).toHaveBeenCalledWith('close');
  });

  it('a member of an active list: paste, copy and leave', async () => {
    const { items, user, onOpen } = await menuOf(header({ isOwner: false, can: memberCan }));
    expect(items).toEqual([...shared, 'Вставить список…', 'Копировать список…', 'Выйти из списка']);
    await user.click(screen.getByRole('menuitem', { name: 'Выйти из списка' }));
    expect(onOpen).toHaveBeenCalledWith('exit');
  });

  it('the owner of a closed list: recover instead of close, and no paste (the items may not change)', async () => {
    const closed = allowing('rename', 'delete', 'close', 'recover', 'share', 'removeMember', 'join', 'copy', 'notify');
    const { items, user, onOpen } = await menuOf(header({ active: false, can: closed }));
    expect(items).toEqual([...shared, 'Копировать список…', 'Название и вид', 'Восстановить список', 'Удалить']);
    await user.click(screen.getByRole('menuitem', { name: 'Восстановить список' }));
    expect(onOpen).toHaveBeenCalledWith('recover');
  });

  it('a code holder who is no member: the export and the members only', async () => {
    const { items } = await menuOf(header({ isOwner: false, isMember: false, can: allowing('join') }), null);
    expect(items).toEqual(['Копировать текстом', 'Распечатать', 'Участники…']);
  });

  it('reads the flags, not the role: an owner’s header that allows nothing offers no change of the list, nor a copy', async () => {
    const { items } = await menuOf(header({ can: noListRights }));
    expect(items).toEqual(shared);
  });

  it('offers a copy where can.copy allows it, whatever the role', async () => {
    const { items } = await menuOf(header({ isOwner: false, isMember: false, can: allowing('copy') }), null);
    expect(items).toEqual(['Копировать текстом', 'Распечатать', 'Участники…', 'Копировать список…']);
  });
});
