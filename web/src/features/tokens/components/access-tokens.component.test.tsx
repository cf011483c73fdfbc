import { apiTokens, createApiToken, revokeApiToken } from '@listok/contract/api';
import { paginationHeaders } from '@listok/contract/base';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { AccessTokens } from './access-tokens';

const made = {
  id: 7,
  name: 'Кухня',
  scope: 'read',
  lists: [2],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};

function server() {
  const bodies: unknown[] = [];
  let tokens: unknown[] = [];
  const api = fakeApi({
    [callOf(apiTokens, {})]: () => ({ json: tokens }),
    // Two pages of lists: the form offers the lists of every page.
    'GET /api/lists': (url) => ({
      json: url.searchParams.get('page') === '2' ? [{ id: 2, name: 'Продукты на неделю' }] : [{ id: 1, name: 'Дача' }],
      headers: { [paginationHeaders.pagesCount]: '2', [paginationHeaders.currentPage]: url.searchParams.get('page')! },
    }),
    [callOf(createApiToken, {})]: (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      tokens = [made];
      return { status: 201, json: { ...made, token: 'lstk_secret-token-shown-once' } };
    },
    [callOf(revokeApiToken, { params: { id: 7 } })]: () => {
      tokens = [];
      return { status: 204, json: null };
    },
  });
  return { api, bodies };
}

describe('access tokens in Settings', () => {
  it('makes a read token for a chosen list, shows it once, lists it and revokes it after a confirmation', async () => {
    const { api, bodies } = server();
    const user = userEvent.setup();
    renderScreen(<AccessTokens />);
    expect(await screen.findByText('Токенов пока нет.')).toBeInTheDocument();

    // The name is required: nothing is sent without it.
    await user.click(screen.getByRole('button', { name: 'Создать токен' }));
    expect(screen.getByRole('textbox', { name: 'Название токена' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Название токена' }), ' Кухня ');
    await user.click(screen.getByRole('radio', { name: 'Только читать' }));
    await user.click(screen.getByRole('radio', { name: 'Только выбранные' }));
    // A chosen reach without a list cannot be sent.
    expect(screen.getByRole('button', { name: 'Создать токен' })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Продукты на неделю' }));
    await user.click(screen.getByRole('button', { name: 'Создать токен' }));

    await waitFor(() => expect(bodies).toEqual([{ name: 'Кухня', scope: 'read', lists: [2] }]));
    const notice = await screen.findByText(/Скопируйте его сейчас: больше он не будет показан/);
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Токен' })).toHaveValue('lstk_secret-token-shown-once');
    const row = (await screen.findByText('Кухня', { selector: 'p' })).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Только читать · 1 список');
    expect(row).toHaveTextContent('ещё не использовался');

    await user.click(within(row).getByRole('button', { name: 'Отозвать токен: Кухня' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать токен?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Токенов пока нет.')).toBeInTheDocument();
    // The token shown once goes with it.
    expect(screen.queryByRole('textbox', { name: 'Токен' })).toBeNull();
  });
});
