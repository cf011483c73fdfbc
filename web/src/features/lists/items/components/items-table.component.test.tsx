import type { Store } from '@listok/contract';
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { listKeys } from '../../shared/api/keys';
import { good } from '../../shared/list-item.test-support';
import { ItemsTable } from './items-table';

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
