import type { AddTextAnswer } from '@listok/contract';
import { pasteItems } from '@listok/contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageStore } from '../../../../lib/notices/notices';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { listKeys } from '../../shared/api/keys';
import { good } from '../../shared/list-item.test-support';
import { PasteListDialog } from './paste-list-dialog';

const paste5 = callOf(pasteItems, { params: { id: 5 } });
const preview5 = callOf(pasteItems, { params: { id: 5 }, query: { preview: '1' } });

const answer: AddTextAnswer = {
  added: [
    good(1, 'Молоко', { amount: 2, unit_ru: 'л', unit_en: 'l' }),
    good(2, 'Картофель', { amount: 2, unit_ru: 'кг', unit_en: 'kg' }),
    good(3, 'Груша-бере'),
  ],
  merged: [good(4, 'Яблоки', { amount: 2.5, unit_ru: 'кг', unit_en: 'kg' })],
  skipped: [{ line: 'хлеб', reason: 'Уже в списке: напишите количество, чтобы добавить к нему' }],
  // «Груша-бере» is no good of the catalogue: the paste makes it a product of the user's.
  newProducts: [30],
};
const text = 'молоко 2 л\nкартошка 2 кг\nгруша-бере\nяблоки 500 г\nхлеб';

function showDialog(offline = false) {
  const onClose = vi.fn();
  const shown = renderScreen(<PasteListDialog listId={5} offline={offline} onClose={onClose} />);
  return { ...shown, onClose };
}

const sent = (calls: { method: string; url: URL }[]) =>
  calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);

describe('PasteListDialog', () => {
  it('checks the contract’s rule of the text before any call: 1 to 200 lines, each at most 256 characters', async () => {
    const api = fakeApi({});
    const { user } = showDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Вставить список' });
    const field = within(dialog).getByRole('textbox', { name: 'Товары' });
    expect(field).toHaveAttribute('placeholder', 'молоко 2 л\nхлеб\nяйца 10 шт');
    await user.click(within(dialog).getByRole('button', { name: 'Предпросмотр' }));
    expect(within(dialog).getByText('Вставьте от 1 до 200 строк: по товару в строке')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.paste(`хлеб\n${'я'.repeat(257)}`);
    expect(within(dialog).getByText('Строка — не более 256 символов')).toBeInTheDocument();
    await user.clear(field);
    await user.paste(Array.from({ length: 201 }, (_, i) => `товар ${i}`).join('\n'));
    expect(within(dialog).getByText('Вставьте от 1 до 200 строк: по товару в строке')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('previews what each line becomes, then adds the text, closes and says how many goods changed', async () => {
    const api = fakeApi({
      [paste5]: (url) => ({ status: url.search === '?preview=1' ? 200 : 201, json: answer }),
    });
    const { user, onClose, queryClient } = showDialog();
    const refreshed = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await screen.findByRole('dialog', { name: 'Вставить список' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Товары' }));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Предпросмотр' }));

    const heading = await within(dialog).findByRole('heading', { name: 'Что получится' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(dialog).getByRole('heading', { name: '3 новых товара' })).toBeInTheDocument();
    expect(within(dialog).getByText('Молоко').closest('li')).toHaveTextContent('Молоко2 л');
    expect(within(dialog).getByText('Груша-бере').closest('li')).toHaveTextContent('Груша-береновый товар1 шт');
    expect(within(dialog).getAllByText('новый товар')).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { name: '1 товар уже в списке' })).toBeInTheDocument();
    expect(within(dialog).getByText('Яблоки').closest('li')).toHaveTextContent('станет 2,5 кг');
    expect(within(dialog).getByRole('heading', { name: '1 строку пропустим' })).toBeInTheDocument();
    expect(within(dialog).getByText('хлеб').closest('li')).toHaveTextContent('Уже в списке: напишите количество');
    expect(sent(api.calls)).toEqual([preview5]);
    expect(refreshed).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(api.calls)).toEqual([preview5, paste5]);
    expect(messageStore.get()?.text).toBe('Добавлено в список: 4 товара');
    expect(refreshed).toHaveBeenCalledWith({ queryKey: listKeys.itemsOf(5) });
  });

  it('a change of the text after the preview asks for a new one', async () => {
    fakeApi({ [paste5]: () => ({ json: answer }) });
    const { user } = showDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Вставить список' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Товары' }));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Предпросмотр' }));
    await within(dialog).findByRole('heading', { name: 'Что получится' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Товары' }), '\nсыр');
    expect(within(dialog).queryByRole('heading', { name: 'Что получится' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
  });

  it('says the server’s refusal in the dialog', async () => {
    fakeApi({
      [paste5]: () => ({
        status: 403,
        json: { status: 403, code: 'LIST_CLOSED', message: 'Список завершён' },
      }),
    });
    const { user } = showDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Вставить список' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Товары' }));
    await user.paste('хлеб');
    await user.click(within(dialog).getByRole('button', { name: 'Предпросмотр' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Список завершён');
  });

  it('without signal says it needs the network and sends nothing', async () => {
    const api = fakeApi({});
    showDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Вставить список' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Нет связи');
    expect(within(dialog).getByRole('button', { name: 'Предпросмотр' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });
});
