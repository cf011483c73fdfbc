import { copyList } from '@listok/contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messageStore } from '../../../../lib/notices/notices';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { listSummary } from '../../shared/list-summary.test-support';
import { CopyListDialog } from './copy-list-dialog';

const copyOf5 = callOf(copyList, { params: { id: 5 } });

const created = listSummary(9, 'Дача в мае', { createdAt: '2026-03-02 18:40', itemCount: 3 });

function showDialog() {
  const onClose = vi.fn();
  const shown = renderScreen(
    <Routes>
      <Route path="/lists/5" element={<CopyListDialog list={{ id: 5, name: 'Дача' }} onClose={onClose} />} />
      <Route path="/lists/9" element={<p>новый список</p>} />
    </Routes>,
    { path: '/lists/5' },
  );
  return { ...shown, onClose };
}

describe('CopyListDialog', () => {
  it('offers the name of a copy and all the goods, checks the name, sends only=open when chosen and opens the copy', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi({
      [copyOf5]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, json: created };
      },
    });
    const { user, onClose } = showDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Копировать список' });
    const name = within(dialog).getByRole('textbox', { name: 'Название нового списка' });
    expect(name).toHaveValue('Дача (копия)');
    expect(within(dialog).getByRole('radio', { name: 'Все товары' })).toBeChecked();

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect(within(dialog).getByText('Обязательное поле')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.type(name, ' Дача в мае ');
    await user.click(within(dialog).getByRole('radio', { name: 'Только некупленные' }));
    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect(await screen.findByText('новый список')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Дача в мае', only: 'open' }]);
    expect(onClose).toHaveBeenCalled();
    expect(messageStore.get()?.text).toBe('Список скопирован: «Дача в мае»');
  });

  it('says a refusal in the dialog and stays on the list', async () => {
    fakeApi({
      [copyOf5]: () => ({
        status: 429,
        json: { status: 429, code: 'LIST_QUOTA', message: 'Достигнут суточный предел новых списков' },
      }),
    });
    const { user, onClose } = showDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Копировать список' });
    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Достигнут суточный предел новых списков');
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
    expect(screen.queryByText('новый список')).toBeNull();
  });
});
