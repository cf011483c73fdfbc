import type { ListItem, StoreRef, Suggestion, Unit } from '@listok/contract';
import { listItems } from '@listok/contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { expect } from 'vitest';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { startItemChanges } from '../../offline/item-changes';
import { useListChanges } from '../../offline/use-list-changes';
import { listKeys } from '../../shared/api/keys';
import { formatAmount } from '../../shared/item-view';
import { good } from '../../shared/list-item.test-support';
import { useAddToList } from '../hooks/use-add-to-list';
import { AddArea } from './add-area';

export const units: Unit[] = [
  { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
  { id: 2, code: 'kg', name_ru: 'кг', name_en: 'kg' },
  { id: 3, code: 'g', name_ru: 'г', name_en: 'g' },
];

/** The catalogue in the server's order of relevance (not the alphabet's): the add box must keep it. */
export const catalogue: Suggestion[] = [
  { id: 10, name: 'Молоко', details: '' },
  { id: 11, name: 'Молоко топлёное', details: '' },
  { id: 13, name: 'Молочная смесь', details: '' },
  { id: 12, name: 'Яблоки', details: 'зелёные' },
  { id: 20, name: 'Масло сливочное', details: '' },
  { id: 21, name: 'Масло детское', details: '' },
  { id: 30, name: 'Яйца куриные', details: 'С0' },
  { id: 31, name: 'Яйца перепелиные', details: '' },
  { id: 40, name: 'Хлеб белый', details: '' },
  { id: 41, name: 'Хлеб бородинский', details: '' },
  { id: 50, name: 'Сыр Гауда', details: '' },
];

/** Яблоки, 500 г: already on the list. */
export const apples = good(41, 'Яблоки', {
  itemId: 12,
  name_en: 'Apples',
  details: 'зелёные',
  unit: 3,
  unit_ru: 'г',
  unit_en: 'g',
  amount: 500,
  added_at: '2026-03-01 10:15:00',
});

const fold = (name: string) => name.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/**
 * The add box as the list screen composes it: the search, the line under it, what an add does to the list (through
 * the queue of changes), and the items as the screen shows them: the list's, with the changes not yet sent applied.
 */
function AddBox({ items, stores }: { items: ListItem[]; stores: StoreRef[] }) {
  const shown = useListChanges(1, items, 'added_at').items ?? items;
  const adding = useAddToList(1, shown, units);
  const onList = useMemo(() => new Set(shown.flatMap((item) => item.itemId ?? [])), [shown]);
  const shopOf = (id: number) => stores.find((store) => store.id === id)?.name;
  const rowText = (item: ListItem) =>
    [
      `${item.name} ${formatAmount(item.amount ?? 0, 'ru')} ${item.unit_ru}`,
      item.note && ` · ${item.note}`,
      item.kind === 'shopping' && item.stores.length > 0 ? ` @ ${item.stores.map(shopOf).join(', ')}` : '',
      item.completed ? ' (куплено)' : '',
    ].join('');
  return (
    <>
      <AddArea listId={1} onScreen afterItems={false} onList={onList} stores={stores} adding={adding} />
      <ul aria-label="Товары списка">
        {shown.map((item) => (
          <li key={item.id}>{rowText(item)}</li>
        ))}
      </ul>
    </>
  );
}

let people = 0;

/**
 * The add box of a list holding `items`, with the catalogue answering the autocomplete call at the fetch level (as
 * the server ranks: the start of a name, in any case, ё read as е; in the catalogue's order). The server cannot be
 * reached for the list's changes: they wait in the queue, shown on the list.
 */
export async function showAddBox(items: ListItem[] = [], stores: StoreRef[] = []) {
  const api = fakeApi({
    'GET /api/item/autocomplete': (url) => {
      const text = fold(url.searchParams.get('name') ?? '');
      return { json: catalogue.filter((product) => fold(product.name).startsWith(text)) };
    },
    [callOf(listItems, { params: { id: 1 } })]: () => ({ status: 503, json: { code: 'UNAVAILABLE' } }),
  });
  // The units the list screen has loaded; the add box only reads them.
  const queryClient = newQueryClient();
  queryClient.setQueryData(listKeys.units(), units);
  people += 1;
  await startItemChanges(`shopper${people}`, queryClient);
  const shown = renderScreen(<AddBox items={items} stores={stores} />, { queryClient });
  // The search's code loads after the screen (a placeholder stands in meanwhile); the first load compiles React Aria.
  const search = await screen.findByRole('combobox', { name: 'Добавить товар' }, { timeout: 10_000 });
  const autocompleteCalls = () =>
    api.calls
      .filter((call) => call.url.pathname === '/api/item/autocomplete')
      .map((call) => call.url.searchParams.get('name'));
  return { ...shown, search, autocompleteCalls };
}

/** Stops the queue of the last test's user (its retries would reach for a server no test answers). */
export const stopQueue = () => startItemChanges(null, newQueryClient());

/** What a screen reader reads of an element: its text without the parts hidden from it. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

/** An option's name: its label (React Aria names an option by its label slot), else its text. */
function optionName(option: Element): string {
  const label = option.getAttribute('aria-labelledby')?.split(' ')[0];
  const element = label ? document.getElementById(label) : null;
  return option.getAttribute('aria-label') ?? spoken(element ?? option);
}

/** The rows of the open dropdown, by their names. */
export const options = () => within(screen.getByRole('listbox')).getAllByRole('option').map(optionName);
/** Waits for the answer to the text typed last: the rows are drawn from it. */
export const answered = (names: string[]) => waitFor(() => expect(options()).toEqual(names));
/** The row the search's aria-activedescendant names: the one Enter takes. */
export const highlighted = () => {
  const id = screen.getByRole('combobox').getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  return option ? optionName(option) : undefined;
};
export const report = () => screen.getByRole('status');
/**
 * The list's rows as the screen shows them: name, amount, unit, note, shops, and whether bought. (Read from the page
 * itself: while the suggestions are open, React Aria hides the rest of the page from screen readers.)
 */
export const listRows = () =>
  [...document.querySelectorAll('ul[aria-label="Товары списка"] > li')].map((row) => row.textContent);
