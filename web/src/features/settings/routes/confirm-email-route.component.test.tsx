import { confirmEmail, navigationMenu } from '@listok/contract/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { ConfirmEmailRoute } from './confirm-email-route';

describe('the page of a link that confirms an email', () => {
  it('confirms with the token of the link and says which address the account has', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      [callOf(navigationMenu, {})]: () => ({ json: { username: null } }),
      [callOf(confirmEmail, {})]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { json: { message: 'Email подтверждён', email: 'anna@example.com' } };
      },
    });
    renderScreen(<ConfirmEmailRoute />, { path: '/confirm-email?token=abc-123' });
    expect(await screen.findByRole('heading', { name: 'Email подтверждён' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email аккаунта: anna@example.com');
    expect(bodies).toEqual([{ token: 'abc-123' }]);
  });

  it('says why a used or made-up link cannot work', async () => {
    fakeApi({
      [callOf(navigationMenu, {})]: () => ({ json: { username: null } }),
      [callOf(confirmEmail, {})]: () => ({
        status: 400,
        json: {
          status: 400,
          code: 'BAD_EMAIL_TOKEN',
          message: 'Проверьте введённые данные',
          errors: {
            token: 'Ссылка для подтверждения email недействительна или устарела. Запросите новую в настройках',
          },
        },
      }),
    });
    renderScreen(<ConfirmEmailRoute />, { path: '/confirm-email?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка для подтверждения email недействительна или устарела. Запросите новую в настройках',
    );
  });
});
