import type { ListItem, ListKind, Store } from '@listok/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchTexts } from '../../../../lib/texts/texts';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { queueChange } from '../../offline/item-changes';
import { listKeys } from '../../shared/api/keys';
import { good, packed, todo, wish } from '../../shared/list-item.test-support';
import { ItemsTable } from './items-table';

// The queue itself is tested with the offline feature: here, only what the dialog hands it.
vi.mock('../../offline/item-changes', async (original) => ({
  ...(await original<typeof import('../../offline/item-changes')>()),
  queueChange: vi.fn(async () => undefined),
}));

const shops: Store[] = [
  { id: 1, name: 'Ашан', order: [], arranged: false },
  { id: 2, name: 'Рынок', order: [], arranged: false },
];

describe('ItemsTable with the list’s shops', () => {
  it('names a good’s one shop on its row, and its pencil opens the dialog with a chip per shop', async () => {
    const queryClient = newQueryClient();
    queryClient.setQueryData(listKeys.units(), [{ id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' }]);
    const { user } = renderScreen(
      <ItemsTable
        listId={5}
        items={[good(41, 'Сыр', { stores: [2] }), good(42, 'Хлеб', { stores: [] })]}
        pending={new Set()}
        sort="added_at"
        onSort={vi.fn()}
        canTick
        canChange
        kind="shopping"
        highlightId={null}
        focusAfterDelete={createRef()}
        stores={shops}
      />,
      { queryClient },
    );
    const [cheese, bread] = screen.getAllByRole('row').slice(1);
    expect(within(cheese as HTMLElement).getByText('Где купить: Рынок')).toBeInTheDocument();
    expect(within(bread as HTMLElement).queryByText(/Где купить/)).toBeNull();
    await user.click(within(cheese as HTMLElement).getAllByRole('button', { name: 'Изменить Сыр' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Рынок' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ашан' })).not.toBeChecked();
  });
});

/** The table of a list of `kind` holding `item`, for a member who may change it. */
function showTable(kind: ListKind, item: ListItem) {
  return renderScreen(
    <ItemsTable
      listId={5}
      items={[item]}
      pending={new Set()}
      sort="added_at"
      onSort={vi.fn()}
      canTick
      canChange
      kind={kind}
      highlightId={null}
      focusAfterDelete={createRef()}
    />,
  );
}

describe('ItemsTable: deleting an item asks in the words of its kind', () => {
  beforeEach(() => vi.mocked(queueChange).mockClear());
  afterEach(() => act(() => switchTexts('ru')));

  const cases: [ListKind, ListItem, string, string][] = [
    ['shopping', good(41, 'Сыр'), 'Удалить товар?', 'Товар «Сыр» будет удалён из списка.'],
    ['todo', todo(42, 'Позвонить маме'), 'Удалить дело?', 'Дело «Позвонить маме» будет удалено из списка.'],
    ['packing', packed(43, 'Паспорт'), 'Удалить вещь?', 'Вещь «Паспорт» будет удалена из списка.'],
    ['wishlist', wish(44, 'Книга'), 'Удалить желание?', 'Желание «Книга» будет удалено из списка.'],
  ];

  it.each(cases)(
    'on a %s list: names the kind, «Удалить» deletes, «Отмена» keeps it',
    async (kind, item, title, text) => {
      const name = item.name;
      const { user } = showTable(kind, item);
      await user.click(screen.getByRole('button', { name: `Удалить ${name}` }));
      let dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(text);
      await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(queueChange).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: `Удалить ${name}` }));
      dialog = await screen.findByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
      await waitFor(() =>
        // Sent at once, not held for an undo: the other members see it go.
        expect(queueChange).toHaveBeenCalledWith({ kind: 'remove', listId: 5, rowId: item.id }, name),
      );
    },
  );

  it('in English: «Delete the to-do?», with Delete and Cancel', async () => {
    await act(() => switchTexts('en'));
    for (const [kind, item, title] of [
      ['todo', todo(42, 'Call mum'), 'Delete the to-do?'],
      ['packing', packed(43, 'Passport'), 'Delete the thing?'],
      ['wishlist', wish(44, 'A novel'), 'Delete the wish?'],
      ['shopping', good(41, 'Cheese'), 'Delete the item?'],
    ] as const) {
      const { user, unmount } = showTable(kind, item);
      await user.click(screen.getByRole('button', { name: `Delete ${item.name}` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(`“${item.name}” will be deleted from the list.`);
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      unmount();
    }
  });
});
