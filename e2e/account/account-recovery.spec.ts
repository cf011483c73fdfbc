import { sharedMessages } from '@listok/contract';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, registerUser, signedInName, signIn, uniqueUser, useLanguage } from '../helpers';
import { confirmEmail, recoveryLinkFor } from './account-helpers';

const ru = sharedMessages.ru;

test.describe('password recovery', () => {
  test('the whole way: request, mail, new password, signed in; the used link then says so at once', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const anna = await registerUser(request, uniqueUser('anna'));
    await confirmEmail(request, anna);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/password/recovery')) calls.push(r.method());
    });

    // Step 1, from the sign-in page.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL('/pass-recovery-email');
    await expect(page).toHaveTitle('Восстановление пароля — Листок');
    const email = page.getByLabel('Email');
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(ru.validation.required!);
    await expect(email).toBeFocused();
    await email.fill(` ${anna.email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();

    // Step 2.
    await expect(page).toHaveURL('/pass-recovery-email-sended');
    await expect(page).toHaveTitle('Проверьте почту — Листок');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проверьте почту');
    await expect(page.getByRole('main')).toContainText(anna.email.toUpperCase());
    await expect(page.getByRole('main')).toContainText('Ссылка действует 1 час');
    await expect(page.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');

    // Step 3, from the link in the mail.
    const link = await recoveryLinkFor(anna.email);
    await page.goto(link);
    await expect(page).toHaveTitle('Новый пароль — Листок');
    const password = page.getByLabel('Новый пароль', { exact: true });
    const again = page.getByLabel('Новый пароль ещё раз');
    const save = page.getByRole('button', { name: 'Сохранить пароль' });
    await password.fill('12345');
    await again.fill('12345');
    await save.click();
    await expect(password).toHaveAccessibleDescription(ru.validation.passwordLength!);
    const fresh = 'recovered-pw1';
    await password.fill(fresh);
    await again.fill('recovered-pw2');
    await save.click();
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(again).toHaveAccessibleDescription(ru.validation.passwordsMismatch!);
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toEqual([]);

    await again.fill(fresh);
    await save.click();
    // Signed in with a new session, right here.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пароль восстановлен');
    await expect(page).toHaveTitle('Пароль восстановлен — Листок');
    await expect(signedInName(page, anna.username)).toBeVisible();
    expect(calls).toEqual(['POST']);
    await page.getByRole('link', { name: 'К спискам' }).click();
    await expect(page).toHaveURL('/lists');

    // The link works once, and says so as soon as it is opened again.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(ru.errors.RECOVERY_LINK_USED);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ссылка не работает');
    await expect(password).toHaveCount(0);
    await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
    await expect(page).toHaveURL('/pass-recovery-email');
    expect(errors).toEqual([]);
  });

  test('the old password stops working after recovery', async ({ page, request }) => {
    const anna = await registerUser(request, uniqueUser('anna'));
    await confirmEmail(request, anna);
    await page.goto('/pass-recovery-email');
    await page.getByLabel('Email').fill(anna.email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page).toHaveURL('/pass-recovery-email-sended');
    await page.goto(await recoveryLinkFor(anna.email));
    await page.getByLabel('Показать пароли').check();
    await page.getByLabel('Новый пароль', { exact: true }).fill('second-pw-1');
    await page.getByLabel('Новый пароль ещё раз').fill('second-pw-1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пароль восстановлен');
    await page.context().clearCookies({ name: 'listok_session' });
    await signIn(page, anna.username, anna.password);
    await expect(page.getByRole('alert')).toContainText(ru.errors.BAD_CREDENTIALS);
  });

  test('an unknown email gets the same answer, so it tells nothing', async ({ page }) => {
    await page.goto('/pass-recovery-email');
    await page.getByLabel('Email').fill(uniqueUser('nobody').email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page).toHaveURL('/pass-recovery-email-sended');
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('a link without its token says so and leads to a new one', async ({ page }) => {
    await page.goto('/pass-recovery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ссылка неполная');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
    await expect(page).toHaveURL('/pass-recovery-email');
  });

  test('a made-up token is refused with the server text as the page opens', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'en');
    await page.goto('/pass-recovery?token=made-up-token');
    await expect(page.getByRole('alert')).toHaveText(sharedMessages.en.errors.BAD_TOKEN);
    await expect(page).toHaveTitle('This link does not work — Listok');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/pass-recovery-email',
    );
  });

  test('the sent page opened directly still makes sense', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'en');
    await page.goto('/pass-recovery-email-sended');
    await expect(page).toHaveTitle('Check your mail — Listok');
    await expect(page.getByText('If this address is registered with Listok')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
