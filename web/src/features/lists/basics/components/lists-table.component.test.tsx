import type { ListSummary } from '@listok/contract';
import { deleteList, updateList } from '@listok/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messageStore } from '../../../../lib/notices/notices';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { noListRights } from '../../shared/list-can';
import { allowing, memberCan, ownerCan } from '../../shared/list-can.test-support';
import { listSummary } from '../../shared/list-summary.test-support';
import { ListsTable } from './lists-table';

const renameOf5 = callOf(updateList, { params: { id: 5 } });
const deleteOf5 = callOf(deleteList, { params: { id: 5 } });

const summary = listSummary;

const dacha = summary(5, 'Дача', { memberCount: 3, itemCount: 8, completedCount: 3 });
const shared = summary(6, 'У мамы', {
  isOwner: false,
  can: memberCan,
  memberCount: 2,
  itemCount: 2,
  completedCount: 2,
});

function showTable(lists: ListSummary[]) {
  return renderScreen(
    <Routes>
      <Route
        path="/lists"
        element={<ListsTable lists={lists} firstNumber={1} sort="-createdAt" onSort={() => {}} caption="Списки" />}
      />
      <Route path="/lists/:id" element={<p>страница списка</p>} />
    </Routes>,
    { path: '/lists' },
  );
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

/** Opens a row's menu once its code is in (it loads after the rows are drawn; React Aria's button then takes over). */
async function openRowMenu(user: UserEvent, name: string) {
  const button = () => within(rowOf(name)).getByRole('button', { name: `Действия со списком «${name}»` });
  await waitFor(() => expect(button()).toHaveAttribute('data-rac'));
  await user.click(button());
}

describe('ListsTable', () => {
  it('shows each list’s progress and whether it is shared, under its name', () => {
    showTable([dacha, shared, summary(7, 'Пустой')]);
    expect(within(rowOf('Дача')).getByText('3/8')).toBeInTheDocument();
    expect(within(rowOf('Дача')).getByText('Куплено 3 из 8')).toBeInTheDocument();
    expect(within(rowOf('Дача')).getByText('Общий')).toHaveAttribute('title', 'вместе с вами ещё 2 участника');
    expect(within(rowOf('У мамы')).getByText('Общий')).toBeInTheDocument();
    expect(within(rowOf('Пустой')).getByText('Пока пусто')).toBeInTheDocument();
    expect(within(rowOf('Пустой')).queryByText('Общий')).toBeNull();
  });

  it('says who else is on a trip for a list: two named, more counted', () => {
    const ashan = { id: 1, name: 'Ашан' };
    const anna = { username: 'Анна', store: ashan };
    const ivan = { username: 'Иван', store: null };
    showTable([
      summary(5, 'Дача', { shoppers: [anna, ivan] }),
      summary(6, 'Офис', { shoppers: [ivan, anna, { username: 'Вера', store: null }] }),
      summary(7, 'Пустой', { shoppers: [] }),
    ]);
    expect(within(rowOf('Дача')).getByText('Анна в Ашане, Иван идёт в магазин')).toBeInTheDocument();
    expect(within(rowOf('Офис')).getByText('Иван идёт в магазин и ещё 2')).toBeInTheDocument();
    expect(within(rowOf('Пустой')).queryByText(/магазин|Ашан/)).toBeNull();
  });

  it('the owner renames a list in a dialog: the rule of a list name first, then the call, then the message', async () => {
    const api = fakeApi({
      [renameOf5]: () => ({
        json: {
          id: 5,
          name: 'Дача летом',
          access: 'code',
          active: true,
          isOwner: true,
          isMember: true,
          can: ownerCan,
          members: [],
        },
      }),
    });
    const { user } = showTable([dacha]);
    await openRowMenu(user, 'Дача');
    const rename = screen.getByRole('menuitem', { name: 'Название и вид' });
    expect(screen.queryByRole('menuitem', { name: 'Выйти из списка' })).toBeNull();
    await user.click(rename);
    const dialog = await screen.findByRole('dialog', { name: 'Название и вид списка' });
    const field = within(dialog).getByRole('textbox', { name: 'Название списка' });
    expect(field).toHaveValue('Дача');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Обязательное поле')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await user.type(field, '  Дача летом ');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain(renameOf5);
    expect(messageStore.get()?.text).toBe('Список переименован: «Дача летом»');
    // Nothing in the menu or the dialog opened the list.
    expect(screen.queryByText('страница списка')).toBeNull();
  });

  it('the owner deletes a list after a confirmation that says it goes for every member', async () => {
    const api = fakeApi({ [deleteOf5]: () => ({ status: 204, json: null }) });
    const { user } = showTable([dacha]);
    await openRowMenu(user, 'Дача');
    await user.click(screen.getByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить список?' });
    expect(dialog).toHaveTextContent('Список «Дача» и все товары в нём будут удалены у всех участников');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.calls).toEqual([]);

    await openRowMenu(user, 'Дача');
    await user.click(screen.getByRole('menuitem', { name: 'Удалить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(messageStore.get()?.text).toBe('Список «Дача» удалён'));
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([deleteOf5]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('страница списка')).toBeNull();
  });

  it('a member’s menu offers leaving the list, not renaming or deleting it', async () => {
    const { user } = showTable([shared]);
    await openRowMenu(user, 'У мамы');
    expect(screen.getByRole('menuitem', { name: 'Выйти из списка' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Название и вид' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Удалить' })).toBeNull();
  });

  it('a press on a row’s menu before its code is in opens the menu once it comes', async () => {
    showTable([shared]);
    const standIn = within(rowOf('У мамы')).getByRole('button', { name: 'Действия со списком «У мамы»' });
    expect(standIn).not.toHaveAttribute('data-rac');
    // One event, so the press lands on the stand-in whenever the code comes.
    fireEvent.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Выйти из списка' })).toBeInTheDocument();
    expect(within(rowOf('У мамы')).getByRole('button', { name: 'Действия со списком «У мамы»' })).toHaveAttribute(
      'data-rac',
    );
  });

  it('a mouse press that starts on the stand-in opens the menu, though the button is swapped before it ends', async () => {
    showTable([shared]);
    const standIn = within(rowOf('У мамы')).getByRole('button', { name: 'Действия со списком «У мамы»' });
    // The button goes down on the stand-in; the click that would follow lands on neither button once they swap.
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    expect(await screen.findByRole('menuitem', { name: 'Выйти из списка' })).toBeInTheDocument();
  });

  it('offers what the list’s can allows, whatever the role: the server decides', async () => {
    const { user } = showTable([summary(8, 'Странный', { can: allowing('rename', 'leave') })]);
    await openRowMenu(user, 'Странный');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Название и вид',
      'Выйти из списка',
    ]);
  });

  it('has no menu for a list that allows nothing (kept offline by an older version)', () => {
    showTable([summary(8, 'Старый', { can: noListRights })]);
    expect(within(rowOf('Старый')).queryByRole('button')).toBeNull();
  });

  it('a click elsewhere on a row opens the list', async () => {
    const { user } = showTable([dacha]);
    await user.click(within(rowOf('Дача')).getByText('3/8'));
    expect(await screen.findByText('страница списка')).toBeInTheDocument();
  });
});
