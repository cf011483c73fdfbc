import { sharedMessages } from '@listok/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { LoginRoute } from './login-route';

const required = sharedMessages.ru.validation.required as string;

describe('LoginRoute', () => {
  it('puts the server’s field texts under the fields and the focus on the first of them', async () => {
    const api = fakeApi({
      'POST /api/login': () => ({
        status: 400,
        json: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: sharedMessages.ru.errors.VALIDATION_FAILED,
          errors: { _password: required, _username: required },
        },
      }),
    });
    const { user } = renderScreen(<LoginRoute />, { path: '/login' });
    const login = screen.getByLabelText('Email или никнейм');
    const password = screen.getByLabelText('Пароль');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findAllByText(required);
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription(required);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveFocus();
    expect(api.calls.map((call) => call.method)).toEqual(['POST']);

    // The texts stay while the field holds the refused value, and go as it changes.
    await user.type(login, 'anna');
    expect(login).not.toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });
});
