import type { ListItem, Store } from '@listok/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchTexts } from '../../../../lib/texts/texts';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { queueChange } from '../../offline/item-changes';
import { listKeys } from '../../shared/api/keys';
import { memberCan } from '../../shared/list-can.test-support';
import { good, packed, todo, wish } from '../../shared/list-item.test-support';
import { type ListScreen, ListScreenContext } from '../../shared/screen-context';
import { EditItemDialog } from './edit-item-dialog';

// The queue itself is tested with the offline feature: here, only what the dialog hands it.
vi.mock('../../offline/item-changes', async (original) => ({
  ...(await original<typeof import('../../offline/item-changes')>()),
  queueChange: vi.fn(async () => 1),
}));

const store = (id: number, name: string): Store => ({ id, name, order: [], arranged: false });
const shops = [store(1, 'Ашан'), store(2, 'Рынок'), store(3, 'Гипермаркет «Лента» на Выборгском шоссе, у метро')];
const cheese = good(41, 'Сыр', { stores: [] });

/** The list's members, whom a to-do may be given to. */
const family: ListScreen = {
  listId: 5,
  ac: undefined,
  signedIn: true,
  can: memberCan,
  members: [{ id: 2, username: 'boris', owner: 0 }],
};

async function showDialog(shown: ListItem, stores?: Store[]) {
  const queryClient = newQueryClient();
  queryClient.setQueryData(listKeys.units(), [{ id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' }]);
  const onClose = vi.fn();
  const rendered = renderScreen(
    <ListScreenContext.Provider value={family}>
      <EditItemDialog listId={5} item={shown} stores={stores} onClose={onClose} />
    </ListScreenContext.Provider>,
    { queryClient },
  );
  return { ...rendered, onClose, dialog: await screen.findByRole('dialog') };
}

describe('EditItemDialog: the shops that have a good', () => {
  beforeEach(() => vi.mocked(queueChange).mockClear());

  it('offers a chip per shop of the list, none picked for a good any shop has, and says so', async () => {
    const { dialog } = await showDialog(cheese, shops);
    const group = within(dialog).getByRole('group', { name: 'Где купить' });
    const chips = within(group).getAllByRole('checkbox');
    expect(chips.map((chip) => chip.closest('label')?.textContent)).toEqual(shops.map((shop) => shop.name));
    expect(chips.every((chip) => !(chip as HTMLInputElement).checked)).toBe(true);
    expect(group).toHaveAccessibleDescription('Не отмечено ни одного — подойдёт любой магазин');
  });

  it('shows no chips when the list has no shops, or the good is not on a shopping list', async () => {
    const none = await showDialog(cheese, []);
    expect(within(none.dialog).queryByRole('group', { name: 'Где купить' })).toBeNull();
    none.unmount();
    const unknown = await showDialog(cheese);
    expect(within(unknown.dialog).queryByRole('group', { name: 'Где купить' })).toBeNull();
    unknown.unmount();
    const call = await showDialog(todo(42, 'Позвонить'), shops);
    expect(within(call.dialog).queryByRole('group', { name: 'Где купить' })).toBeNull();
  });

  it('ties the good to the shops picked: saving queues an update with them, and nothing else changed', async () => {
    const { dialog, user, onClose } = await showDialog(cheese, shops);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Рынок' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ашан' }));
    expect(within(dialog).queryByText('Не отмечено ни одного — подойдёт любой магазин')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(queueChange).toHaveBeenCalledTimes(1);
    expect(queueChange).toHaveBeenCalledWith(
      { kind: 'update', listId: 5, rowId: 41, fields: { stores: [2, 1] } },
      'Сыр',
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('unpicking every shop gives the good back to any shop', async () => {
    const { dialog, user } = await showDialog({ ...cheese, stores: [3] }, shops);
    const lenta = within(dialog).getByRole('checkbox', { name: shops[2]?.name });
    expect(lenta).toBeChecked();
    await user.click(lenta);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(queueChange).toHaveBeenCalledWith({ kind: 'update', listId: 5, rowId: 41, fields: { stores: [] } }, 'Сыр');
  });

  it('sends no change when the same shops are picked again in another order', async () => {
    const { dialog, user, onClose } = await showDialog({ ...cheese, stores: [1, 2] }, shops);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ашан' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ашан' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(queueChange).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe("EditItemDialog: a to-do's own fields", () => {
  beforeEach(() => vi.mocked(queueChange).mockClear());

  it('a to-do is given to a member and has a due; saving queues only who does it when only that changed', async () => {
    const { dialog, user } = await showDialog(todo(42, 'Позвонить'));
    expect(within(dialog).getByText('Срок')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Кто делает' }), 'boris');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(queueChange).toHaveBeenCalledWith(
      { kind: 'update', listId: 5, rowId: 42, fields: { assignee: { id: 2, username: 'boris' } } },
      'Позвонить',
    );
  });

  it('a good and a thing to pack are given to nobody and have no due', async () => {
    for (const item of [cheese, packed(43, 'Паспорт')]) {
      const { dialog, unmount } = await showDialog(item);
      expect(within(dialog).queryByRole('combobox', { name: 'Кто делает' })).toBeNull();
      expect(within(dialog).queryByText('Срок')).toBeNull();
      unmount();
    }
  });
});

describe('EditItemDialog: the amount’s hint', () => {
  afterEach(() => act(() => switchTexts('ru')));

  const amountField = (dialog: HTMLElement, name = 'Количество') => within(dialog).getByRole('textbox', { name });

  it('a to-do and a wish say nothing of fractional amounts', async () => {
    for (const item of [todo(42, 'Позвонить', { amount: 2 }), wish(44, 'Книга')]) {
      const { dialog, unmount } = await showDialog(item);
      expect(amountField(dialog)).not.toHaveAccessibleDescription();
      expect(dialog).not.toHaveTextContent('дробное');
      unmount();
    }
  });

  it('a good and a thing to pack say a fractional amount may be typed', async () => {
    for (const item of [cheese, packed(43, 'Носки')]) {
      const { dialog, unmount } = await showDialog(item);
      expect(amountField(dialog)).toHaveAccessibleDescription('Можно ввести дробное число, например 0,5');
      unmount();
    }
  });

  it('a to-do’s wrong amount is still told under the field', async () => {
    const { dialog, user } = await showDialog(todo(42, 'Позвонить', { amount: 2 }));
    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), '1,2345');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(amountField(dialog)).toHaveAccessibleDescription('Не более трёх знаков после запятой');
  });

  it('in English too', async () => {
    await act(() => switchTexts('en'));
    const wished = await showDialog(wish(44, 'Book'));
    expect(amountField(wished.dialog, 'Amount')).not.toHaveAccessibleDescription();
    wished.unmount();
    const socks = await showDialog(packed(43, 'Socks'));
    expect(amountField(socks.dialog, 'Amount')).toHaveAccessibleDescription('Decimals are fine, e.g. 0.5');
  });
});
