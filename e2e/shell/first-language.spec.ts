import { expect, test } from '@playwright/test';
import { header } from '../helpers';

// A first visit has no lang cookie: the browser's languages (Accept-Language, navigator.languages) decide.

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('gets English on the first visit, from the client and the server alike', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping lists that are easy to share');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The menu is the server's answer to a call without the cookie.
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Language: English' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')).toBeUndefined();

    // A server error of a call without the cookie speaks English too.
    await page.goto('/login');
    await page.getByLabel('Email or username').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong email, username or password');
  });

  test('keeps an explicit choice of Russian over the browser', async ({ page }) => {
    await page.goto('/login');
    await header(page).getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByLabel('Email или никнейм').fill('nobody-here');
    await page.getByLabel('Пароль', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toContainText('Неверный логин или пароль');
  });
});

test.describe('a browser that prefers Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('gets Russian on the first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Списки покупок, которыми удобно делиться');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(header(page).getByRole('link', { name: 'Регистрация' })).toBeVisible();
  });
});

test.describe('a browser that names neither language', () => {
  test.use({ locale: 'de-DE' });

  test('gets Russian, the default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Списки покупок, которыми удобно делиться');
  });
});
