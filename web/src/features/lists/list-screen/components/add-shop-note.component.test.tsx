import type { ListItem } from '@listok/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answered, apples, highlighted, listRows, report, showAddBox, stopQueue } from './add-box.test-support';

afterEach(stopQueue);

const shops = [
  { id: 7, name: 'Ашан' },
  { id: 8, name: 'Рынок' },
];

/** Молоко, 1 шт, noted «3,2%»: already on the list. */
const milk: ListItem = {
  ...apples,
  id: 42,
  itemId: 10,
  name: 'Молоко',
  name_ru: 'Молоко',
  name_en: 'Milk',
  details: '',
  unit: 1,
  unit_ru: 'шт',
  unit_en: 'pcs',
  amount: 1,
  note: '3,2%',
};

describe('a shop of the list named at the end of the line', () => {
  it('is shown with the suggestions before Enter, and Enter adds the good had there', async () => {
    const { user, search, autocompleteCalls } = await showAddBox([], shops);
    await user.type(search, 'сыр в Ашане');
    await waitFor(() => expect(highlighted()).toBe('Сыр Гауда · Ашан'));
    // The name is searched without the shop.
    expect(autocompleteCalls().at(-1)).toBe('сыр');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listRows()).toEqual(['Сыр Гауда 1 шт @ Ашан']));
    expect(report()).toHaveTextContent('Добавлено в список: «Сыр Гауда» (в Ашане)');
  });

  it('goes with the amount typed before it, in its word forms', async () => {
    const { user, search } = await showAddBox([], shops);
    await user.type(search, '2 кг яблок на рынке');
    await waitFor(() => expect(highlighted()).toBe('Яблоки · Рынок, 2 кг'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listRows()).toEqual(['Яблоки 2 кг @ Рынок']));
  });

  it('stays part of the name when the list has no shop of that name', async () => {
    const { user, search } = await showAddBox([], shops);
    await user.type(search, 'сыр в Магните');
    await answered(['Создать «сыр в Магните»']);
  });

  it('names a new product without the shop, which the product made is had at', async () => {
    const { user, search } = await showAddBox([], shops);
    await user.type(search, 'груша-бере в Ашане');
    await waitFor(() => expect(highlighted()).toBe('Создать «груша-бере» · Ашан'));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Новый товар' }, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('груша-бере');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(listRows()).toEqual(['груша-бере 1 шт @ Ашан']));
  });

  it('ties a good already on the list to it too, and says so', async () => {
    const { user, search } = await showAddBox([{ ...apples, stores: [8] }], shops);
    await user.type(search, 'яблоки в Ашане{Enter}');
    await waitFor(() => expect(report()).toHaveTextContent('ЯБЛОКИ уже есть в списке'));
    expect(report()).toHaveTextContent('Теперь и в Ашане.');
    await waitFor(() => expect(listRows()).toEqual(['Яблоки 500 г @ Рынок, Ашан']));
  });
});

describe('a good already on the list typed with another note', () => {
  it('offers to add the note to its own', async () => {
    const { user, search } = await showAddBox([milk]);
    await user.type(search, 'молоко 1,5%{Enter}');
    await waitFor(() => expect(report()).toHaveTextContent('МОЛОКО уже есть в списке'));
    expect(report()).toHaveTextContent('В заметке: «3,2%».');
    expect(
      within(report())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Дописать «1,5%» в заметку', 'Отдельно: «Молоко 1,5%»']);
    // Nothing is dropped or changed until an offer is taken.
    expect(listRows()).toEqual(['Молоко 1 шт · 3,2%']);
    await user.click(within(report()).getByRole('button', { name: 'Дописать «1,5%» в заметку' }));
    await waitFor(() => expect(listRows()).toEqual(['Молоко 1 шт · 3,2%, 1,5%']));
    expect(report()).toHaveTextContent('В заметке «Молоко»: 3,2%, 1,5%');
    expect(search).toHaveFocus();
  });

  it('offers a second line of its own, named with the note', async () => {
    const { user, search } = await showAddBox([milk]);
    await user.type(search, 'молоко 1,5%{Enter}');
    await user.click(await within(report()).findByRole('button', { name: 'Отдельно: «Молоко 1,5%»' }));
    await waitFor(() => expect(listRows()).toEqual(['Молоко 1 шт · 3,2%', 'Молоко 1,5% 1 шт']));
    expect(report()).toHaveTextContent('Добавлено в список: «Молоко 1,5%»');
  });

  it('offers nothing for a note it holds already', async () => {
    const { user, search } = await showAddBox([milk]);
    await user.type(search, 'молоко 3,2%{Enter}');
    await waitFor(() => expect(report()).toHaveTextContent('МОЛОКО уже есть в списке'));
    expect(within(report()).queryByRole('button')).toBeNull();
  });

  it('puts a bought one back with the note typed', async () => {
    const { user, search } = await showAddBox([{ ...milk, completed: true }]);
    await user.type(search, 'молоко 1,5%{Enter}');
    await user.click(await within(report()).findByRole('button', { name: 'Вернуть в список (1,5%)' }));
    await waitFor(() => expect(listRows()).toEqual(['Молоко 1 шт · 1,5%']));
    expect(report()).toHaveTextContent('Снова в списке: «Молоко», 1,5%');
  });
});
