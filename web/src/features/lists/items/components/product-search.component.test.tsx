import type { Suggestion } from '@listok/contract';
import { autocomplete } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { ProductSearch } from './product-search';

const milk: Suggestion = { id: 11, name: 'Молоко', details: '' };
const bakedMilk: Suggestion = { id: 12, name: 'Молоко топлёное', details: '' };

function showSearch(suggestions: Suggestion[] = [milk, bakedMilk]) {
  const api = fakeApi({ [`GET ${autocomplete.path}`]: () => ({ json: suggestions }) });
  const onAdd = vi.fn();
  const shown = renderScreen(<ProductSearch onList={new Set()} stores={[]} onAdd={onAdd} />);
  return { ...shown, api, onAdd };
}

const search = () => screen.findByRole('combobox', { name: 'Добавить товар' });
const highlighted = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('ProductSearch', () => {
  it('shows the suggestions of the text typed with the first highlighted, and Enter adds it and clears the text', async () => {
    const { user, onAdd } = showSearch();
    const input = await search();
    await user.click(input);
    await user.keyboard('молоко');
    expect(await screen.findByRole('option', { name: 'Молоко топлёное' })).toBeInTheDocument();
    await waitFor(() => expect(highlighted(input)).toContain('Молоко'));
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ productId: 11, name: 'Молоко' }));
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('adds the row the arrow keys moved to', async () => {
    const { user, onAdd } = showSearch();
    const input = await search();
    await user.click(input);
    await user.keyboard('молоко');
    await screen.findByRole('option', { name: 'Молоко топлёное' });
    await waitFor(() => expect(highlighted(input)).toContain('Молоко'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted(input)).toContain('Молоко топлёное'));
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ productId: 12 }));
  });

  it('Escape closes the dropdown and keeps the text; nothing is added', async () => {
    const { user, onAdd } = showSearch();
    const input = await search();
    await user.click(input);
    await user.keyboard('молоко');
    await screen.findByRole('option', { name: 'Молоко топлёное' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(input).toHaveValue('молоко');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('offers to create a product of a name no suggestion has, and Enter opens the new-product dialog', async () => {
    const { user, onAdd } = showSearch([]);
    const input = await search();
    await user.click(input);
    await user.keyboard('груша-бере');
    expect(await screen.findByRole('option', { name: /груша-бере/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('clears the text a moment after the focus leaves the search by Tab, adding nothing', async () => {
    const { user, onAdd } = showSearch();
    const input = await search();
    await user.click(input);
    await user.keyboard('молоко');
    await screen.findByRole('option', { name: 'Молоко топлёное' });
    await user.tab();
    expect(input).not.toHaveFocus();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(onAdd).not.toHaveBeenCalled();
  });
});
