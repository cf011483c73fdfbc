import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apples, listRows, report, showAddBox, stopQueue } from './add-box.test-support';

afterEach(stopQueue);

describe('an add to the list', () => {
  it('adds a picked product that is not on the list and empties the search', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, 'мол');
    await user.click(await screen.findByRole('option', { name: 'Молоко' }));
    expect(report()).toHaveTextContent('Добавлено в список: «Молоко»');
    expect(search).toHaveValue('');
  });

  it('says a product is on the list already, and picking it points at the item instead of adding it', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, 'ябл');
    const option = await screen.findByRole('option', { name: 'Яблоки' });
    expect(option).toHaveTextContent('зелёные · уже в списке');
    await user.click(option);
    expect(report()).toHaveTextContent('Товар ЯБЛОКИ уже есть в списке, вы можете его изменить');
    expect(report()).not.toHaveTextContent('добавлен');
    // Without an amount typed there is nothing to put on the item.
    expect(within(report()).queryByRole('button')).toBeNull();
  });

  it('offers to put the amount typed on the item already there when the units convert', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, '2 кг яблок');
    await user.click(await screen.findByRole('option', { name: 'Яблоки, 2 кг' }));
    expect(report()).toHaveTextContent('ЯБЛОКИ уже есть в списке');
    await user.click(within(report()).getByRole('button', { name: 'Добавить ещё 2 кг' }));
    expect(report()).toHaveTextContent('Теперь в списке «Яблоки»: 2,5 кг');
    await waitFor(() => expect(listRows()).toEqual(['Яблоки 2,5 кг']));
    expect(search).toHaveFocus();
  });

  it('offers nothing when the units do not convert', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, '3 шт яблок');
    await user.click(await screen.findByRole('option', { name: 'Яблоки, 3 шт' }));
    expect(report()).toHaveTextContent('ЯБЛОКИ уже есть в списке');
    expect(within(report()).queryByRole('button')).toBeNull();
  });

  it('offers to put a bought item back on the list with the amount typed, through the queue of changes', async () => {
    const { user, search } = await showAddBox([{ ...apples, completed: true }]);
    await user.type(search, '2 кг яблок{Enter}');
    expect(await screen.findByText('Уже в списке и куплено: «Яблоки».')).toBeInTheDocument();
    // Nothing changes until the offer is taken: the amount waits in its label.
    expect(listRows()).toEqual(['Яблоки 500 г (куплено)']);
    await user.click(within(report()).getByRole('button', { name: 'Вернуть в список (2 кг)' }));
    await waitFor(() => expect(listRows()).toEqual(['Яблоки 2 кг']));
    expect(report()).toHaveTextContent('Снова в списке: «Яблоки», 2 кг');
    expect(within(report()).queryByRole('button')).toBeNull();
    expect(search).toHaveFocus();
  });

  it('offers to put a bought item back as it was when no amount is typed', async () => {
    const { user, search } = await showAddBox([{ ...apples, completed: true }]);
    await user.type(search, 'яблоки{Enter}');
    await user.click(await within(report()).findByRole('button', { name: 'Вернуть в список' }));
    await waitFor(() => expect(listRows()).toEqual(['Яблоки 500 г']));
    expect(report()).toHaveTextContent('Снова в списке: «Яблоки»');
  });
});
