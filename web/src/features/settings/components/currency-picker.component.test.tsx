import { changeCurrency } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBar } from '../../../app/shell/message-bar';
import { callOf, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { CurrencyPicker } from './currency-picker';

describe('the currency in Settings', () => {
  it('offers the near currencies first, named in the language, and saves the one chosen', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      [callOf(changeCurrency, {})]: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { json: { message: 'Валюта новых списков сохранена' } };
      },
    });
    const { user } = renderScreen(
      <>
        <MessageBar />
        <CurrencyPicker current="RUB" />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Валюта новых списков' });
    expect(select).toHaveValue('RUB');
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options.slice(0, 3)).toEqual(['RUB', 'EUR', 'USD']);
    expect(options.length).toBeGreaterThan(100);
    expect(screen.getByRole('option', { name: /^USD — / })).toBeInTheDocument();
    // Unchanged, there is nothing to save.
    const save = screen.getByRole('button', { name: 'Сохранить валюту' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'USD');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Валюта новых списков сохранена'));
    expect(sent).toEqual([{ currency: 'USD' }]);
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([callOf(changeCurrency, {})]);
  });
});
