import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answered, highlighted, listRows, options, report, showAddBox, stopQueue } from './add-box.test-support';

afterEach(stopQueue);

/** The new-product dialog (its code loads on first use). */
const newProductDialog = () => screen.findByRole('dialog', { name: 'Новый товар' }, { timeout: 5000 });

describe('the add box’s suggestions', () => {
  it('come in the server’s order, the first highlighted, and the last row creates the name typed', async () => {
    const { user, search, autocompleteCalls } = await showAddBox();
    await user.type(search, 'масло');
    // «Масло сливочное» before «Масло детское», as the server ranks them (not the alphabet).
    await answered(['Масло сливочное', 'Масло детское', 'Создать «масло»']);
    await waitFor(() => expect(highlighted()).toBe('Масло сливочное'));
    // The highlight is seen (React Aria marks the row), and the Enter mark stands on it alone.
    const first = screen.getByRole('option', { name: 'Масло сливочное' });
    expect(first).toHaveAttribute('data-focused', 'true');
    expect(first).toHaveTextContent('↵');
    expect(screen.getByRole('option', { name: 'Масло детское' })).not.toHaveTextContent('↵');
    // Asked for once the typing stops (300 ms), not for every key (a slow machine may let a key or two through).
    expect(autocompleteCalls().at(-1)).toBe('масло');
    expect(autocompleteCalls().length).toBeLessThan('масло'.length);
  });

  it('offer no create row while the name typed is a suggestion’s, in any case and with ё as е', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'мол');
    await answered(['Молоко', 'Молоко топлёное', 'Молочная смесь', 'Создать «мол»']);
    await user.type(search, 'око');
    await answered(['Молоко', 'Молоко топлёное']);
    await user.clear(search);
    await user.type(search, ' МОЛОКО ТОПЛЕНОЕ ');
    await answered(['Молоко топлёное']);
    await user.type(search, 'с');
    // Until the answer to the new text comes, the rows of the text before stay, and no create row stands under them
    // (it would jump away from a finger reaching for it).
    expect(options()).toEqual(['Молоко топлёное']);
    await answered(['Создать «МОЛОКО ТОПЛЕНОЕ с»']);
  });

  it('show only the create row, highlighted, when nothing matches', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, '2 кг груш-бере');
    await answered(['Создать «груш-бере»']);
    await waitFor(() => expect(highlighted()).toBe('Создать «груш-бере»'));
  });

  it('ask nothing and show nothing for empty text', async () => {
    const { user, search, autocompleteCalls } = await showAddBox();
    await user.type(search, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(autocompleteCalls()).toEqual([]);
  });
});

describe('Enter in the add box', () => {
  it('adds the highlighted first suggestion with the amount and unit typed, and empties the search', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'яйца 10 шт');
    await waitFor(() => expect(highlighted()).toBe('Яйца куриные, 10 шт'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listRows()).toEqual(['Яйца куриные 10 шт']));
    expect(report()).toHaveTextContent('Добавлено в список: «Яйца куриные»');
    expect(search).toHaveValue('');

    await user.type(search, '300 г масло');
    await waitFor(() => expect(highlighted()).toBe('Масло сливочное, 300 г'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listRows()).toEqual(['Яйца куриные 10 шт', 'Масло сливочное 300 г']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pressed before the suggestions come, adds the best of them once they do', async () => {
    const { user, search } = await showAddBox();
    // Typed and entered at once, inside the 300 ms the search waits for the typing to stop.
    await user.type(search, 'хлеб 2{Enter}');
    await waitFor(() => expect(listRows()).toEqual(['Хлеб белый 2 шт']));
    expect(search).toHaveValue('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after the arrow down adds the second suggestion', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'хлеб');
    await waitFor(() => expect(highlighted()).toBe('Хлеб белый'));
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Хлеб бородинский');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listRows()).toEqual(['Хлеб бородинский 1 шт']));
  });

  it('on the create row opens the new-product dialog, named without the amount', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'хлеб 3');
    await answered(['Хлеб белый, 3 шт', 'Хлеб бородинский, 3 шт', 'Создать «хлеб»']);
    // Up from the first row is nowhere; the create row is reached going down.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('Создать «хлеб»');
    await user.keyboard('{Enter}');
    const dialog = await newProductDialog();
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('хлеб');
    expect(dialog).toHaveTextContent('3 шт');
    expect(listRows()).toEqual([]);
  });

  it('with nothing matching opens the new-product dialog', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'груша-бере');
    await waitFor(() => expect(highlighted()).toBe('Создать «груша-бере»'));
    await user.keyboard('{Enter}');
    const dialog = await newProductDialog();
    const name = screen.getByRole('textbox', { name: /Название/ });
    expect(name).toHaveValue('груша-бере');
    // A refused add: the first field drawn red takes the focus, and nothing is added.
    const link = screen.getByRole('textbox', { name: /Ссылка/ });
    await user.type(link, 'https://shop.example/груша и ещё');
    await user.click(name);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(listRows()).toEqual([]);
  });

  it('comes from a phone keyboard mid-word (Gboard’s Go), but not when it confirms a word of an input method', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'яйца 10');
    await waitFor(() => expect(highlighted()).toBe('Яйца куриные, 10 шт'));
    // Gboard keeps the last word composing, and its Go key comes as an Enter with isComposing set.
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    await waitFor(() => expect(listRows()).toEqual(['Яйца куриные 10 шт']));
    // A Japanese word being composed: that Enter confirms it, and nothing is added.
    await user.type(search, 'яйца たまご');
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 229 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listRows()).toEqual(['Яйца куриные 10 шт']);
    expect(search).toHaveValue('яйца たまご');
    // Nor is the create row taken: the suggestions stay open, and no dialog comes.
    expect(highlighted()).toBe('Создать «яйца たまご»');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is the only key that adds: Tab leaves the search and adds nothing', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'хлеб');
    await waitFor(() => expect(highlighted()).toBe('Хлеб белый'));
    await user.tab();
    expect(search).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRows()).toEqual([]);
  });
});

describe('after an add', () => {
  it('the next text typed opens the suggestions again, after the new-product dialog too', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'груша-бере');
    await waitFor(() => expect(highlighted()).toBe('Создать «груша-бере»'));
    await user.keyboard('{Enter}');
    const dialog = await newProductDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'хлеб');
    await answered(['Хлеб белый', 'Хлеб бородинский', 'Создать «хлеб»']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the suggestions of the text again when the search gets the focus back before the text goes', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'хлеб');
    await answered(['Хлеб белый', 'Хлеб бородинский', 'Создать «хлеб»']);
    // Closed by React Aria as the focus leaves, not by the user: back within the 200 ms the text stays, it opens.
    fireEvent.blur(search);
    search.focus();
    await answered(['Хлеб белый', 'Хлеб бородинский', 'Создать «хлеб»']);
  });
});
