import { sharedMessages } from '@listok/contract';
import { logIn, navigationMenu } from '@listok/contract/api';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshMenu } from '../../../lib/session/menu';
import { callOf, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { LoginRoute } from './login-route';

const required = sharedMessages.ru.validation.required as string;

describe('LoginRoute', () => {
  it('puts the server’s field texts under the fields and the focus on the first of them', async () => {
    const api = fakeApi({
      [callOf(logIn, {})]: () => ({
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

/** The visitor's menu as a server with these sign-in options answers it, loaded as the shell loads it. */
async function serverSignsInWith(signIn: { password: boolean; sso: string | null }) {
  fakeApi({
    [callOf(navigationMenu, {})]: () => ({
      json: { menu: { main: [], auth: [], lang: [] }, username: null, lang: 'ru', isAdmin: false, signIn },
    }),
  });
  await refreshMenu();
}

describe('LoginRoute with single sign-on', () => {
  it('offers “Войти через <name>” first, a full page link that keeps the page to return to', async () => {
    await serverSignsInWith({ password: true, sso: 'Corp ID' });
    renderScreen(<LoginRoute />, { path: '/login?next=%2Flists%2F5' });
    const link = screen.getByRole('link', { name: 'Войти через Corp ID' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?next=%2Flists%2F5');
    expect(screen.getByLabelText('Пароль')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрируйтесь' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the button alone when the server takes no passwords', async () => {
    await serverSignsInWith({ password: false, sso: 'Corp ID' });
    renderScreen(<LoginRoute />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Войти через Corp ID' })).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByText('На этом сервере вход через Corp ID.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Зарегистрируйтесь' })).toBeNull();
    expect(screen.getByText('Впервые здесь? Учётная запись создастся при первом входе.')).toBeInTheDocument();
  });

  it('says why a sign-on came back refused, and nothing for a code it does not know', async () => {
    await serverSignsInWith({ password: true, sso: 'Corp ID' });
    renderScreen(<LoginRoute />, { path: '/login?sso_error=SSO_FAILED' });
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис Corp ID не подтвердил вход. Попробуйте войти ещё раз');
    cleanup();
    renderScreen(<LoginRoute />, { path: '/login?sso_error=BAD_CREDENTIALS' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
