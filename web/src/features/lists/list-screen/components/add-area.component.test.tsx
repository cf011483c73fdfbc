import type { ListItem, Suggestion, Unit } from '@listok/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { listKeys } from '../../shared/api/keys';
import { useAddToList } from '../hooks/use-add-to-list';
import { AddArea } from './add-area';

const units: Unit[] = [
  { id: 1, name_ru: 'шт', name_en: 'pcs' },
  { id: 2, name_ru: 'кг', name_en: 'kg' },
  { id: 3, name_ru: 'г', name_en: 'g' },
];
const catalogue: Suggestion[] = [
  { id: 10, name: 'Молоко', details: '' },
  { id: 11, name: 'Молоко топлёное', details: '' },
  { id: 13, name: 'Молочная смесь', details: '' },
  { id: 12, name: 'Яблоки', details: 'зелёные' },
];
/** Яблоки, 500 г: already on the list. */
const apples: ListItem = {
  id: 41,
  itemId: 12,
  num: 1,
  name: 'Яблоки',
  name_ru: 'Яблоки',
  name_en: 'Apples',
  details: 'зелёные',
  unit: 3,
  unit_ru: 'г',
  unit_en: 'g',
  amount: 500,
  link: null,
  completed: false,
  added_at: '2026-03-01 10:15:00',
};

const fold = (name: string) => name.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The add box as the list screen composes it: the search, the line under it, and what an add does to the list. */
function AddBox({ items }: { items: ListItem[] }) {
  const adding = useAddToList(1, items, units);
  const onList = useMemo(() => new Set(items.map((item) => item.itemId)), [items]);
  return <AddArea listId={1} onScreen afterItems={false} onList={onList} adding={adding} />;
}

/** The add box of a list holding `items`, with the catalogue answering the autocomplete call at the fetch level. */
async function showAddBox(items: ListItem[] = []) {
  const api = fakeApi({
    // As the server searches: the start of the name, in any case, ё read as е.
    'GET /api/item/autocomplete': (url) => {
      const text = fold(url.searchParams.get('name') ?? '');
      return { json: catalogue.filter((product) => fold(product.name).startsWith(text)) };
    },
  });
  // The units the list screen has loaded; the add box only reads them.
  const queryClient = newQueryClient();
  queryClient.setQueryData(listKeys.units(), units);
  const shown = renderScreen(<AddBox items={items} />, { queryClient });
  // The search's code loads after the screen (a placeholder stands in meanwhile); the first load compiles React Aria.
  const search = await screen.findByRole('combobox', { name: 'Добавить товар' }, { timeout: 10_000 });
  const autocompleteCalls = () =>
    api.calls
      .filter((call) => call.url.pathname === '/api/item/autocomplete')
      .map((call) => call.url.searchParams.get('name'));
  return { ...shown, search, autocompleteCalls };
}

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
/** Waits for the answer to the text typed last: the suggestions and the Add button are drawn from it together. */
const answered = (names: string[]) => waitFor(() => expect(options()).toEqual(names));
// Found by what is seen: while the suggestions are open, React Aria hides the rest of the page from screen readers.
const addButton = () => screen.queryByText('Добавить', { selector: 'button' });
const report = () => screen.getByRole('status');

describe('the add box', () => {
  it('shows the products the search answers for the text typed', async () => {
    const { user, search, autocompleteCalls } = await showAddBox();
    await user.type(search, 'мол');
    expect(await screen.findByRole('option', { name: 'Молоко' })).toBeInTheDocument();
    expect(options()).toEqual(['Молоко', 'Молоко топлёное', 'Молочная смесь']);
    // Asked for once the typing stops (300 ms), not for every key; a slow machine may let one key through.
    expect(autocompleteCalls().at(-1)).toBe('мол');
    expect(autocompleteCalls().length).toBeLessThan(3);
  });

  it('offers the Add button while the typed name matches no suggestion exactly', async () => {
    const { user, search } = await showAddBox();
    await user.type(search, 'мол');
    await answered(['Молоко', 'Молоко топлёное', 'Молочная смесь']);
    expect(addButton()).toBeInTheDocument();
    await user.type(search, 'око');
    await answered(['Молоко', 'Молоко топлёное']);
    expect(addButton()).toBeNull();
    // Case, ё and spaces around do not matter to the match.
    await user.clear(search);
    await user.type(search, ' МОЛОКО ТОПЛЕНОЕ ');
    await answered(['Молоко топлёное']);
    expect(addButton()).toBeNull();
    await user.type(search, 'с');
    await waitFor(() => expect(addButton()).toBeInTheDocument());
  });

  it('shows no Add button for empty text', async () => {
    const { user, search, autocompleteCalls } = await showAddBox();
    await user.type(search, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(addButton()).toBeNull();
    expect(autocompleteCalls()).toEqual([]);
  });

  it('adds a picked product that is not on the list and empties the search', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, 'мол');
    await user.click(await screen.findByRole('option', { name: 'Молоко' }));
    expect(report()).toHaveTextContent('«Молоко» добавлен в список');
    expect(search).toHaveValue('');
  });

  it('says a product is on the list already, and picking it points at the item instead of adding it', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, 'ябл');
    const option = await screen.findByRole('option', { name: 'Яблоки' });
    expect(option).toHaveTextContent('зелёные · уже в списке');
    await user.click(option);
    expect(report()).toHaveTextContent('ЯБЛОКИ уже есть в списке, вы можете его изменить');
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
  });

  it('offers nothing when the units do not convert', async () => {
    const { user, search } = await showAddBox([apples]);
    await user.type(search, '3 шт яблок');
    await user.click(await screen.findByRole('option', { name: 'Яблоки, 3 шт' }));
    expect(report()).toHaveTextContent('ЯБЛОКИ уже есть в списке');
    expect(within(report()).queryByRole('button')).toBeNull();
  });
});
