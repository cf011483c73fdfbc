import type { UserSettings } from '@listok/contract';
import { sendEmailConfirmation } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { AccountSummary } from './account-summary';

const settings = (emailConfirmed: boolean): UserSettings => ({
  email: 'anna@example.com',
  emailConfirmed,
  name: 'anna',
  createdAt: '2026-11-20 10:00',
  tz: 1,
  pendingEmail: null,
  currency: 'RUB',
});

describe('the account in Settings', () => {
  it('says an email is not confirmed and sends the link again when asked', async () => {
    const api = fakeApi({
      [callOf(sendEmailConfirmation, {})]: () => ({
        json: { message: 'Мы отправили ссылку на anna@example.com. Откройте её, чтобы подтвердить email' },
      }),
    });
    const { user } = renderScreen(<AccountSummary settings={settings(false)} />);
    expect(screen.getByText('Не подтверждён')).toBeInTheDocument();
    expect(screen.getByText(/Откройте ссылку из письма, отправленного на этот адрес/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку ещё раз' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Мы отправили ссылку на anna@example.com. Откройте её, чтобы подтвердить email',
      ),
    );
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([callOf(sendEmailConfirmation, {})]);
  });

  it('shows a confirmed email plainly, with nothing to send', () => {
    fakeApi({});
    renderScreen(<AccountSummary settings={settings(true)} />);
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Не подтверждён')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeNull();
  });
});
