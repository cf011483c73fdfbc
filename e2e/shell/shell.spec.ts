import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  header,
  horizontalOverflow,
  registerUser,
  signedInName,
  signIn,
  useLanguage,
} from '../helpers';

test.describe('language', () => {
  test('switching changes the texts and the title, and a reload keeps it', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Вход в приложение — Листок');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await header(page).getByRole('button', { name: 'Язык: Русский' }).click();
    await page.getByRole('button', { name: 'English' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page).toHaveTitle('Log in to the app — Listok');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The menu comes again from the server, named in the new language.
    await expect(header(page).getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page).toHaveTitle('Log in to the app — Listok');

    await header(page).getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
    await expect(page).toHaveTitle('Вход в приложение — Листок');
  });

  test('the server error texts follow the language too', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'en');
    await page.goto('/login');
    await page.getByLabel('Email or username').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong email, username or password');
  });

  test('the dropdown closes with Escape and gives the focus back', async ({ page }) => {
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Язык: Русский' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'English' })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('screens', () => {
  test('the landing page shows the welcome, the two buttons and six feature tiles', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Онлайн-списки покупок и дел — Листок');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Списки покупок, которыми удобно делиться');
    await expect(main.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/signup');
    const features = main.getByRole('region', { name: 'Возможности онлайн-списка' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Обратная связь' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  test('a deep link to a screen loads the app, not a server error page', async ({ page, request }) => {
    const help = await page.goto('/help');
    expect(help?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
    // Each kind of list explained, with a picture of one.
    for (const kind of ['Покупки', 'Дела', 'Вещи в дорогу', 'Вишлист'])
      await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
    await expect(page.getByText('Так вишлист видят друзья')).toBeVisible();
    await expect(page).toHaveTitle('Помощь — Листок');

    // Someone's list (made through the API with a cookie jar of its own, so the page stays a visitor's).
    await registerUser(request);
    const made = await request.post('/api/lists', { data: { name: 'Чужой список' } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const list = await page.goto(`/lists/${id}`);
    expect(list?.status()).toBe(200);
    // A visitor without the list's link is asked to sign in (the list screen's own 401), and will come back.
    await expect(page).toHaveURL(`/login?next=%2Flists%2F${id}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Листок — на главную' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Ошибка 404. Запрашиваемая страница не найдена. Повторите запрос.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Страница не найдена — Листок');
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('the main screens log no console errors', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    for (const path of ['/', '/login', '/signup', '/help', '/lists', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const user = await registerUser(request);
    await signIn(page, user.username, user.password);
    await expect(signedInName(page, user.username)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('shell', () => {
  test('a spinner shows until the first menu answer', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/menu', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/help');
    const spinner = page.getByRole('status', { name: 'Загрузка…' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a deep link keeps the boot screen until its screen’s code is in, then shows the screen at once', async ({
    page,
  }) => {
    // Every spinner that is ever drawn, full-page (boot) or in the page (a screen loading its code).
    await page.addInitScript(`
      window.spinnersSeen = [];
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"][aria-label]:not([data-seen])')) {
          status.setAttribute('data-seen', '');
          window.spinnersSeen.push(status.className.includes('min-h-dvh') ? 'boot' : 'screen');
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/help-route-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const menu = page.waitForResponse('**/api/menu');
    await page.goto('/help');
    // The menu has come, the screen's code has not: the boot screen stays, no shell around a loading screen.
    await menu;
    await expect(page.getByRole('status', { name: 'Загрузка…' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate<string[]>('window.spinnersSeen')).not.toContain('screen');
  });

  test('on a phone the menu folds behind a keyboard-operable button and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Меню' });
    const helpLink = header(page).getByRole('link', { name: 'Помощь' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(helpLink).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(helpLink).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Регистрация' })).toBeVisible();

    await helpLink.click();
    await expect(page).toHaveURL('/help');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(helpLink).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test("a server failure shows '500: ' and its text in the error bar", async ({ page }) => {
    await page.route('**/api/login', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, code: 'INTERNAL', message: 'Внутренняя ошибка сервера' }),
      }),
    );
    await signIn(page, 'someone', 'secret1');
    await expect(page.getByRole('alert')).toHaveText('Ошибка: 500: Внутренняя ошибка сервера');
  });

  test('an answer that is not an error object is logged and reported in plain words', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
    );
    await signIn(page, 'someone', 'secret1');
    await expect(page.getByRole('alert')).toContainText('Сервер прислал ответ в неожиданном формате');
    expect(logged.some((text) => text.includes('Wrong format'))).toBe(true);
  });

  test('a 401 from any other call sends the user to the sign-in page with the reason shown', async ({ page }) => {
    await page.goto('/help');
    await page.route('**/api/lang/en', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: 401, code: 'UNAUTHORIZED', message: 'Войдите в приложение, чтобы продолжить' }),
      }),
    );
    await header(page).getByRole('button', { name: 'Язык: Русский' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/login?next=%2Fhelp');
    await expect(page.getByRole('alert')).toContainText('Войдите в приложение, чтобы продолжить');
  });
});
