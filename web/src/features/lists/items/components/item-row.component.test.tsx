import type { ListItem, StoreRef } from '@listok/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchTexts } from '../../../../lib/texts/texts';
import { renderScreen } from '../../../../test/render';
import { allowing } from '../../shared/list-can.test-support';
import { good, packed, todo, wish } from '../../shared/list-item.test-support';
import { type ListScreen, ListScreenContext } from '../../shared/screen-context';
import { ItemRow } from './item-row';

const bread = good(41, 'Хлеб белый', {
  itemId: 7,
  name_en: 'White bread',
  details: 'нарезной',
  amount: 2,
  added_at: '2026-03-01 10:15:00',
});
const bought: ListItem = { ...bread, completed: true, completed_by: 'anna', completed_at: null };

/** A row as a member of an active list sees it, unless the header's `can` says otherwise. */
function showRow(
  item: ListItem,
  {
    canTick = true,
    canChange = true,
    stores,
    list = null,
  }: { canTick?: boolean; canChange?: boolean; stores?: StoreRef[]; list?: ListScreen | null } = {},
) {
  const handlers = { onMark: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  const shown = renderScreen(
    <ListScreenContext.Provider value={list}>
      <table>
        <tbody>
          <ItemRow
            item={item}
            number={1}
            canTick={canTick}
            canChange={canChange}
            highlighted={false}
            pending={false}
            stores={stores}
            {...handlers}
          />
        </tbody>
      </table>
    </ListScreenContext.Provider>,
  );
  return { ...shown, ...handlers, row: screen.getByRole('row') };
}

// The amount and its pencil are drawn twice (under the name on a phone, in their own column on a wider screen).
const pencils = (row: HTMLElement) => within(row).queryAllByRole('button', { name: 'Изменить Хлеб белый' });
const trash = (row: HTMLElement) => within(row).queryByRole('button', { name: 'Удалить Хлеб белый' });

describe('ItemRow', () => {
  it('a member sees the pencil and the trash on an item not bought yet', async () => {
    const { row, user, onEdit, onDelete } = showRow(bread);
    expect(within(row).getAllByText('2 шт')).not.toHaveLength(0);
    expect(pencils(row)).toHaveLength(2);
    await user.click(pencils(row)[0] as HTMLElement);
    expect(onEdit).toHaveBeenCalledWith(bread);
    await user.click(trash(row) as HTMLElement);
    expect(onDelete).toHaveBeenCalledWith(bread);
  });

  it('a bought item has neither pencil nor trash: it can only be unticked', () => {
    const { row } = showRow(bought);
    expect(pencils(row)).toHaveLength(0);
    expect(trash(row)).toBeNull();
    expect(within(row).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(within(row).getByRole('checkbox', { name: 'Отметить Хлеб белый' })).toBeChecked();
  });

  it('a bought item looks marked: its name struck through, its row greyed, who ticked it underneath', () => {
    const { row } = showRow(bought);
    expect(within(row).getByText('Хлеб белый')).toHaveClass('line-through');
    expect(row).toHaveClass('bg-slate-50');
    expect(within(row).getByText('отмечено: anna')).toBeInTheDocument();
  });

  it('tells what an edit made apart replaced: the value, whose it was and when, in the interface language', async () => {
    const replaced = { field: 'amount', was: '2 л', by: 'anna', at: '2026-03-01 10:20:00' } as const;
    const { row, unmount } = showRow({ ...bread, replaced });
    expect(within(row).getByText(/^заменено: 2 л от anna, /)).toBeInTheDocument();
    await act(() => switchTexts('en'));
    expect(within(row).getByText(/^replaced: 2 л by anna, /)).toBeInTheDocument();
    await act(() => switchTexts('ru'));
    unmount();
    // An empty note that lost, of a user gone since.
    const { row: second } = showRow({ ...bread, replaced: { ...replaced, field: 'note', was: '', by: null } });
    expect(within(second).getByText(/^заменено: \(пусто\), /)).toBeInTheDocument();
  });

  it('an item not bought yet is not struck through', () => {
    const { row } = showRow(bread);
    expect(within(row).getByText('Хлеб белый')).not.toHaveClass('line-through');
    expect(row).not.toHaveClass('bg-slate-50');
    expect(within(row).getByRole('checkbox', { name: 'Отметить Хлеб белый' })).not.toBeChecked();
  });

  it('someone who may not change the list sees no pencil, no trash and no box, only whether it is bought', () => {
    const open = showRow(bread, { canTick: false, canChange: false });
    expect(pencils(open.row)).toHaveLength(0);
    expect(trash(open.row)).toBeNull();
    expect(within(open.row).queryByRole('checkbox')).toBeNull();
    expect(within(open.row).getByText('не куплено')).toBeInTheDocument();
    open.unmount();
    const done = showRow(bought, { canTick: false, canChange: false });
    expect(within(done.row).getByText('куплено')).toBeInTheDocument();
    expect(within(done.row).getByText('Хлеб белый')).toHaveClass('line-through');
  });

  it('ticks and changes as far as the header allows: a box without a pencil or trash when only ticking is', async () => {
    const { row, user, onMark } = showRow(bread, { canTick: true, canChange: false });
    expect(pencils(row)).toHaveLength(0);
    expect(trash(row)).toBeNull();
    await user.click(within(row).getByRole('checkbox', { name: 'Отметить Хлеб белый' }));
    expect(onMark).toHaveBeenCalledWith(bread);
  });

  it('ticking the box marks the item, and the box follows the click at once', async () => {
    const { row, user, onMark } = showRow(bread);
    const box = within(row).getByRole('checkbox', { name: 'Отметить Хлеб белый' });
    await user.click(box);
    expect(onMark).toHaveBeenCalledWith(bread);
    expect(box).toBeChecked();
  });

  it('a second click before the list’s data comes takes the first back, as the box showed it', async () => {
    const { row, user, onMark } = showRow(bread);
    const box = within(row).getByRole('checkbox', { name: 'Отметить Хлеб белый' });
    await user.click(box);
    await user.click(box);
    expect(onMark.mock.calls.map(([item]) => item.completed)).toEqual([false, true]);
    expect(box).not.toBeChecked();
  });

  it('a tap on the name marks the item too', async () => {
    const { row, user, onMark } = showRow(bread);
    await user.click(within(row).getByText('Хлеб белый'));
    expect(onMark).toHaveBeenCalledTimes(1);
  });

  it('a tap anywhere in the cell of the box marks the item: a thumb does not have to hit the box itself', async () => {
    const { row, user, onMark } = showRow(bread);
    const box = within(row).getByRole('checkbox', { name: 'Отметить Хлеб белый' });
    const cell = box.closest('td') as HTMLElement;
    // The cell holds a label around the box, filling it.
    const area = box.closest('label') as HTMLElement;
    expect(cell.contains(area)).toBe(true);
    await user.click(area);
    expect(onMark).toHaveBeenCalledTimes(1);
    expect(box).toBeChecked();
  });

  describe('the shops that have a good', () => {
    const stores = [
      { id: 1, name: 'Ашан' },
      { id: 2, name: 'Гипермаркет «Лента» на Выборгском шоссе, у метро' },
    ];

    it('a good one shop has names it under the good, in full to a screen reader', () => {
      const { row } = showRow({ ...bread, stores: [2] }, { stores });
      const name = stores[1]?.name ?? '';
      expect(within(row).getByText(name)).toHaveClass('truncate');
      expect(within(row).getByText(`Где купить: ${name}`)).toHaveClass('sr-only');
      expect(within(row).queryByText('Ашан')).toBeNull();
    });

    it('a good several shops have tells how many, their names to a screen reader', () => {
      const { row } = showRow({ ...bread, stores: [1, 2] }, { stores });
      expect(within(row).getByText('2 магазина')).toBeInTheDocument();
      expect(within(row).getByText(`Где купить: Ашан, ${stores[1]?.name}`)).toBeInTheDocument();
    });

    it('a good any shop has, or a list whose shops are not known, shows no shop', () => {
      const any = showRow({ ...bread, stores: [] }, { stores });
      expect(within(any.row).queryByText(/Где купить/)).toBeNull();
      expect(within(any.row).queryByText('Ашан')).toBeNull();
      any.unmount();
      const unknown = showRow({ ...bread, stores: [1] });
      expect(within(unknown.row).queryByText(/Где купить/)).toBeNull();
    });
  });

  describe('what only the items of its kind have', () => {
    it('a to-do shows when it is due, how it repeats, who does it, and who did it last', async () => {
      const bins = todo(41, 'Вынести мусор', {
        due: '2030-01-15',
        repeat: 'weekly',
        assignee: { id: 2, username: 'boris' },
        completed_by: 'anna',
      });
      const { row } = showRow(bins);
      // Loaded with a to-do list's first row.
      expect(await within(row).findByText('Срок')).toBeInTheDocument();
      expect(within(row).getByText('каждую неделю')).toBeInTheDocument();
      expect(within(row).getByText('boris')).toBeInTheDocument();
      expect(within(row).getByText('отмечено: anna')).toBeInTheDocument();
    });

    it('a to-do without a due or anyone to do it says neither', () => {
      const { row } = showRow(todo(41, 'Вынести мусор'));
      expect(within(row).queryByText('Срок')).toBeNull();
      expect(within(row).queryByText('Делает:')).toBeNull();
    });

    it('a wish offers a friend its reservation; a thing to pack offers none', async () => {
      const friend: ListScreen = { listId: 7, ac: undefined, signedIn: true, can: allowing('reserve'), members: [] };
      const gift = showRow(wish(41, 'Наушники', { reserved: false, reserved_by_me: false }), { list: friend });
      expect(await within(gift.row).findByRole('button', { name: 'Подарю я: Наушники' })).toBeInTheDocument();
      gift.unmount();
      const { row } = showRow(packed(41, 'Наушники'), { list: friend });
      expect(within(row).queryByRole('button', { name: /Подарю я/ })).toBeNull();
    });
  });

  it('shows the thumbnail read from the link’s page, by its version and with the code the list was opened with', () => {
    const visitor: ListScreen = { listId: 7, ac: 'c0de', signedIn: false, can: allowing(), members: [] };
    const { row } = showRow(wish(41, 'Наушники', { link: 'https://shop.example/x', picture: 'p1' }), {
      list: visitor,
    });
    // Decorative: the name beside it says what it is.
    const picture = row.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/api/list/7/picture/41?v=p1&ac=c0de');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(within(row).queryByRole('img')).toBeNull();
  });

  it('shows no picture where the page had none', () => {
    const { row } = showRow(wish(41, 'Наушники', { link: 'https://shop.example/x' }));
    expect(row.querySelector('img')).toBeNull();
  });
});

describe('a packing entry’s count', () => {
  afterEach(() => act(() => switchTexts('ru')));

  /** The name's cell (under the number) and the amount's cell of a row. */
  const cells = (row: HTMLElement) => {
    const [, nameCell, amountCell] = within(row).getAllByRole('cell');
    return { nameCell, amountCell };
  };

  it('«носки 3 пары» reads «Носки · 3 пары» by its name, with no note of its own and no number in the amount', () => {
    const { row } = showRow(packed(41, 'Носки', { amount: 3, note: 'пары' }));
    const { nameCell, amountCell } = cells(row);
    expect(within(nameCell as HTMLElement).getByText('Носки', { exact: false })).toHaveTextContent(/^Носки · 3 пары$/);
    expect(within(row).queryByText('пары')).toBeNull();
    expect(amountCell).not.toHaveTextContent('3');
    expect(within(amountCell as HTMLElement).getByRole('button', { name: 'Изменить Носки' })).toBeInTheDocument();
  });

  it('a bare amount reads «Футболки · 5»; an entry without one keeps its note, after its name', () => {
    const shirts = showRow(packed(41, 'Футболки', { amount: 5 }));
    expect(within(shirts.row).getByText('Футболки', { exact: false })).toHaveTextContent(/^Футболки · 5$/);
    shirts.unmount();
    const { row } = showRow(packed(42, 'Зарядка', { note: 'и для часов' }));
    expect(within(row).getByText('Зарядка')).toHaveTextContent(/^Зарядка$/);
    expect(within(row).getByText('· и для часов')).toBeInTheDocument();
  });

  it('a good keeps its amount in its column and its note on its name’s line', () => {
    const { row } = showRow(good(41, 'Молоко', { amount: 2, note: '3,2%' }));
    expect(cells(row).amountCell).toHaveTextContent('2 шт');
    expect(cells(row).nameCell).toHaveTextContent(/^Молоко · 3,2%/);
  });

  it('in English: «Socks · 3 pairs»', async () => {
    await act(() => switchTexts('en'));
    const { row } = showRow(packed(41, 'Socks', { amount: 3, note: 'pairs' }));
    expect(within(row).getByText('Socks', { exact: false })).toHaveTextContent(/^Socks · 3 pairs$/);
  });
});
