import { serverMessages, sharedMessages, timings } from '@listok/contract';
import { expect, test } from '@playwright/test';
import { header, registerUser, signedInName, signIn, uniqueUser, useLanguage } from '../helpers';
import { confirmEmail, mailTo } from './account-helpers';

const ru = sharedMessages.ru;
const en = sharedMessages.en;
const brand600 = 'rgb(22, 163, 74)';

test.describe('sign-up', () => {
  test('colours fields red or green by the shared rules and signs the new user in', async ({ page }) => {
    const user = uniqueUser('anna');
    const signupCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/signup')) signupCalls.push(request.method());
    });
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    await expect(page).toHaveTitle('Регистрация — Листок');

    const email = page.getByLabel('Email');
    const username = page.getByLabel('Имя или никнейм');
    const password = page.getByLabel('Пароль', { exact: true });
    const passwordRe = page.getByLabel('Пароль ещё раз');
    await expect(password).toHaveAttribute('placeholder', 'минимум 6 символов');

    // Untouched fields are not judged yet.
    await expect(email).not.toHaveAttribute('aria-invalid');

    await email.fill('a@b');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ru.validation.email!)).toBeVisible();
    await expect(email).not.toHaveCSS('border-top-color', brand600);

    await email.fill(user.email);
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(email).toHaveCSS('border-top-color', brand600);
    await expect(page.getByText(ru.validation.email!)).toBeHidden();

    await username.fill(user.username);
    await password.fill(user.password);
    await passwordRe.fill(`${user.password}x`);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    // Every field is judged on submit; the different repeat stops the request.
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    await expect(passwordRe).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ru.validation.passwordsMismatch!)).toBeVisible();
    await expect(passwordRe).toBeFocused();
    expect(signupCalls).toEqual([]);

    await page.getByLabel('Показать пароль').check();
    await expect(password).toHaveAttribute('type', 'text');
    await passwordRe.fill(user.password);
    await expect(passwordRe).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Регистрация прошла успешно' })).toBeVisible();
    expect(signupCalls).toEqual(['POST']);
    await expect(page).toHaveURL('/signup');
    await expect(page).toHaveURL('/', { timeout: timings.redirectAfterSignup + 3000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${user.username}!`);
    await expect(signedInName(page, user.username)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Списки/ })).toHaveAttribute('href', '/lists');
    await expect(main.getByRole('link', { name: /^Контакты/ })).toHaveAttribute('href', '/contacts');
  });

  test('puts the server refusal of a taken username on that field and lets the user try again', async ({
    page,
    request,
  }) => {
    const existing = await registerUser(request);
    const user = uniqueUser('boris');
    await page.goto('/signup');
    const username = page.getByLabel('Имя или никнейм');
    await page.getByLabel('Email').fill(user.email);
    await username.fill(existing.username.toUpperCase());
    await page.getByLabel('Пароль', { exact: true }).fill(user.password);
    await page.getByLabel('Пароль ещё раз').fill(user.password);
    const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
    await submit.click();

    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText(ru.errors.USERNAME_TAKEN);
    await expect(page.locator('form').getByText(ru.errors.USERNAME_TAKEN)).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(username).toBeFocused();

    await username.fill(user.username);
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await submit.click();
    await expect(page.getByText('Регистрация прошла успешно')).toBeVisible();
    // The refusal is over: its bar goes, so only the success shows.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on a phone in English: a taken username is focused; a registered email is answered as any other', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await useLanguage(context, baseURL, 'en');
    await page.setViewportSize({ width: 375, height: 800 });
    const existing = await registerUser(request);
    await confirmEmail(request, existing);
    const user = uniqueUser('vera');
    await page.goto('/signup');
    const email = page.getByLabel('Email');
    const username = page.getByLabel('Username');
    await email.fill(existing.email);
    await username.fill(existing.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    const submit = page.getByRole('button', { name: 'Sign up' });
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(en.errors.USERNAME_TAKEN);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(username).toBeFocused();
    await expect(username).toBeInViewport();

    // The email already has an account: nobody is told, its owner is mailed (in the owner's language), not a link.
    await username.fill(user.username);
    await submit.click();
    const success = `You have signed up. We have sent a link to ${existing.email}: open it to sign in by email too`;
    await expect(page.getByRole('status').filter({ hasText: success })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await mailTo(existing.email, (mail) => mail.includes('Кто-то указал этот адрес'))).not.toContain('token=');
  });

  test('sign-up from a link that names a page returns there after the countdown', async ({ page }) => {
    const user = uniqueUser('back');
    await page.goto('/signup?next=%2Fhelp');
    await expect(page.getByRole('link', { name: 'Войдите' })).toHaveAttribute('href', '/login?next=%2Fhelp');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Имя или никнейм').fill(user.username);
    await page.getByLabel('Пароль', { exact: true }).fill(user.password);
    await page.getByLabel('Пароль ещё раз').fill(user.password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText(/^Возвращаемся на прежнюю страницу через \d секунд/)).toBeVisible();
    await expect(page).toHaveURL('/help', { timeout: timings.redirectAfterSignup + 3000 });
    await expect(signedInName(page, user.username)).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('by email, once confirmed, lands on the signed-in home', async ({ page, request }) => {
    const user = await registerUser(request);
    await confirmEmail(request, user);
    await page.goto('/login');
    await expect(page).toHaveTitle('Вход в приложение — Листок');
    await signIn(page, user.email.toUpperCase(), user.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${user.username}!`);
    await expect(page).toHaveTitle('Главная — Листок');
  });

  test('returns to the page ?next= names, never to another site', async ({ page, request }) => {
    const user = await registerUser(request);
    await page.goto('/login?next=%2Fhelp%3Fa%3D1');
    await expect(page.getByRole('link', { name: 'Зарегистрируйтесь' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fhelp%3Fa%3D1',
    );
    await page.getByLabel('Email или никнейм').fill(user.username);
    await page.getByLabel('Пароль', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/help?a=1');

    await header(page).getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL('/');
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page.getByRole('link', { name: 'Зарегистрируйтесь' })).toHaveAttribute('href', '/signup');
    }
    await page.getByLabel('Email или никнейм').fill(user.username);
    await page.getByLabel('Пароль', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/');
  });

  test('by nickname lands on the signed-in home', async ({ page, request }) => {
    const user = await registerUser(request);
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL('/');
    await expect(signedInName(page, user.username)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Выйти' })).toBeVisible();
  });

  test('empty fields are told under the fields by the server, and the first of them takes the focus', async ({
    page,
  }) => {
    await page.goto('/login');
    const login = page.getByLabel('Email или никнейм');
    const password = page.getByLabel('Пароль', { exact: true });
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toHaveAccessibleDescription(ru.validation.required!);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toBeFocused();
  });

  test('a wrong password shows a closable error bar and keeps the user on the form', async ({ page, request }) => {
    const user = await registerUser(request);
    await signIn(page, user.username, 'not-the-password');
    const bar = page.getByRole('alert');
    await expect(bar).toContainText(ru.errors.BAD_CREDENTIALS);
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email или никнейм')).toHaveValue(user.username);

    await bar.getByRole('button', { name: 'Закрыть сообщение об ошибке' }).click();
    await expect(bar).toBeHidden();
  });

  test('the error bar is cleared when the user navigates', async ({ page }) => {
    await signIn(page, 'nobody-at-all', 'whatever');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('link', { name: 'Зарегистрируйтесь' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Пароль', { exact: true });
    const toggle = page.getByRole('button', { name: 'Показать пароль' });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('links to password recovery and to sign-up', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL('/pass-recovery-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Зарегистрируйтесь' }).click();
    await expect(page).toHaveURL('/signup');
  });
});

test('log-out ends the session and returns to the landing page', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user.username, user.password);
  await expect(signedInName(page, user.username)).toBeVisible();

  await page.goto('/help');
  await header(page).getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/');
  const farewell = page.getByRole('status').filter({ hasText: serverMessages.ru.success.loggedOut! });
  await expect(farewell).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Списки покупок, которыми удобно делиться');
  await expect(header(page).getByRole('link', { name: 'Войти' })).toBeVisible();
  // The message bar is transient.
  await expect(farewell).toBeHidden({ timeout: timings.messageBar + 2000 });

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(signedInName(page, user.username)).toHaveCount(0);
});
