import { sharedMessages } from '@listok/contract';
import { navigationMenu, signUp } from '@listok/contract/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshMenu } from '../../../lib/session/menu';
import { callOf, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { SignupRoute } from './signup-route';

const rules = sharedMessages.ru.validation;
const taken = sharedMessages.ru.errors.USERNAME_TAKEN;

function showSignup() {
  const shown = renderScreen(<SignupRoute />, { path: '/signup' });
  return {
    ...shown,
    email: screen.getByLabelText('Email'),
    username: screen.getByLabelText('Имя или никнейм'),
    password: screen.getByLabelText('Пароль'),
    passwordRe: screen.getByLabelText('Пароль ещё раз'),
    submit: screen.getByRole('button', { name: 'Зарегистрироваться' }),
  };
}

/** The colour a field is drawn in, as the user sees it: its border (and tint) and what screen readers are told. */
function colourOf(field: HTMLElement): 'none' | 'green' | 'red' {
  const red = field.classList.contains('border-red-600');
  const green = field.classList.contains('border-brand-600');
  if (red && !green && field.getAttribute('aria-invalid') === 'true') return 'red';
  if (green && !red && field.getAttribute('aria-invalid') === 'false') return 'green';
  if (!red && !field.hasAttribute('aria-invalid')) return 'none';
  throw new Error(`a field drawn half one way, half the other: ${field.className}`);
}

describe('SignupRoute', () => {
  it('leaves untouched fields uncoloured', () => {
    const { email, username, password, passwordRe } = showSignup();
    expect([email, username, password, passwordRe].map(colourOf)).toEqual(['none', 'none', 'none', 'none']);
  });

  it('turns the email red with its rule when the user leaves it, and green as soon as the typing mends it', async () => {
    const { user, email, username, password } = showSignup();
    await user.type(email, 'a@b');
    expect(colourOf(email)).toBe('none');
    await user.click(username);
    expect(colourOf(email)).toBe('red');
    expect(email).toHaveAccessibleDescription(rules.email as string);
    await user.type(email, '.ru');
    expect(colourOf(email)).toBe('red');
    await user.clear(email);
    await user.type(email, 'anna@example.com');
    expect(colourOf(email)).toBe('green');
    expect(screen.queryByText(rules.email as string)).toBeNull();
    expect(colourOf(password)).toBe('none');
  });

  it('colours the username by its length and letters', async () => {
    const { user, username, password } = showSignup();
    await user.type(username, 'a');
    await user.click(password);
    expect(colourOf(username)).toBe('red');
    expect(username).toHaveAccessibleDescription(rules.usernameLength as string);
    await user.type(username, 'nna!');
    expect(colourOf(username)).toBe('red');
    expect(username).toHaveAccessibleDescription(rules.usernameChars as string);
    await user.type(username, '{Backspace}_1');
    expect(colourOf(username)).toBe('green');
  });

  it('colours the password by its length, and the repeat by whether it matches', async () => {
    const { user, password, passwordRe, email } = showSignup();
    await user.type(password, '12345');
    await user.type(passwordRe, '123457');
    await user.click(email);
    expect(colourOf(password)).toBe('red');
    expect(password).toHaveAccessibleDescription(rules.passwordLength as string);
    expect(colourOf(passwordRe)).toBe('red');
    expect(passwordRe).toHaveAccessibleDescription(rules.passwordsMismatch as string);
    await user.type(password, '6');
    expect(colourOf(password)).toBe('green');
    expect(colourOf(passwordRe)).toBe('red');
    await user.type(passwordRe, '{Backspace}6');
    expect(colourOf(passwordRe)).toBe('green');
  });

  it('judges every field on sending, puts the focus on the first red one, and sends nothing', async () => {
    const api = fakeApi({});
    const { user, email, username, password, passwordRe, submit } = showSignup();
    await user.type(email, 'anna@example.com');
    await user.type(password, 'secret1');
    await user.type(passwordRe, 'secret2');
    await user.click(submit);
    expect([email, username, password, passwordRe].map(colourOf)).toEqual(['green', 'red', 'green', 'red']);
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription(rules.required as string);
    expect(api.calls).toEqual([]);
  });

  it('puts the server’s refusal of a taken name on that field, red until the name is changed', async () => {
    const api = fakeApi({
      [callOf(signUp, {})]: () => ({
        status: 409,
        json: { code: 'USERNAME_TAKEN', message: taken, errors: { username: taken } },
      }),
    });
    const { user, email, username, password, passwordRe, submit } = showSignup();
    await user.type(email, 'anna@example.com');
    await user.type(username, 'anna');
    await user.type(password, 'secret1');
    await user.type(passwordRe, 'secret1');
    await user.click(submit);
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(colourOf(username)).toBe('red');
    expect([email, password, passwordRe].map(colourOf)).toEqual(['green', 'green', 'green']);
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([callOf(signUp, {})]);
    await user.type(username, '2');
    expect(colourOf(username)).toBe('green');
  });

  it('puts the focus on the field the server refused, the first of them in the form’s order', async () => {
    const emailRefused = sharedMessages.ru.validation.email!;
    fakeApi({
      [callOf(signUp, {})]: () => ({
        status: 400,
        json: { code: 'VALIDATION_FAILED', message: emailRefused, errors: { username: taken, email: emailRefused } },
      }),
    });
    const { user, email, username, password, passwordRe, submit } = showSignup();
    await user.type(email, 'anna@example.com');
    await user.type(username, 'anna');
    await user.type(password, 'secret1');
    await user.type(passwordRe, 'secret1');
    await user.click(submit);
    expect(await screen.findByText(emailRefused)).toBeInTheDocument();
    expect([email, username].map(colourOf)).toEqual(['red', 'red']);
    expect(email).toHaveFocus();
  });
});

describe('SignupRoute on a server that takes no passwords', () => {
  it('says so and offers the single sign-on, which makes the account, instead of the form', async () => {
    const signIn = { password: false, sso: 'Corp ID' };
    const menu = { menu: { main: [], auth: [], lang: [] }, username: null, lang: 'ru', isAdmin: false, signIn };
    const api = fakeApi({ [callOf(navigationMenu, {})]: () => ({ json: menu }) });
    await refreshMenu();
    renderScreen(<SignupRoute />, { path: '/signup?next=%2Flists' });
    expect(screen.getByText(sharedMessages.ru.errors.SIGNUP_OFF.replace('{{name}}', 'Corp ID'))).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Войти через Corp ID' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?next=%2Flists');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/menu']);
  });
});
