import { serverMessages, sharedMessages } from '@listok/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser, signIn, uniqueUser } from '../helpers';
import { confirmEmail, emailConfirmationLinkFor, mailTo, settingsCard } from './account-helpers';

const ru = sharedMessages.ru;

// The settings screen's email and password; its time zone and language: account-time-zone.spec.ts.

/** Signs in from a fresh browser (another device): the page it lands on, or the error it shows. */
async function signInElsewhere(browser: Browser, login: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login, password);
  return page;
}

test.describe('settings', () => {
  test('shows the account and asks for a new email only with the right password', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const anna = await signedInUser(page, 'anna');
    await confirmEmail(page.request, anna);
    await page.goto('/settings');
    await expect(page).toHaveTitle('Настройки — Листок');

    const account = settingsCard(page, 'Аккаунт');
    await expect(account).toContainText(anna.email);
    await expect(account).toContainText(anna.username);
    const today = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(new Date());
    await expect(account.locator('time')).toHaveText(today);

    const form = settingsCard(page, 'Сменить email');
    const email = form.getByLabel('Новый email');
    const password = form.getByLabel('Текущий пароль');
    const submit = form.getByRole('button', { name: 'Сменить email' });

    // The signup rule, green or red, as the user leaves the field.
    await email.fill('a@b');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(ru.validation.email!)).toBeVisible();
    const newEmail = uniqueUser('anna.new').email;
    await email.fill(newEmail);
    await expect(email).toHaveAttribute('aria-invalid', 'false');

    // A wrong password is told under its field.
    await password.fill('not-the-password');
    await submit.click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(ru.errors.WRONG_PASSWORD)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(ru.errors.WRONG_PASSWORD);
    await expect(account).toContainText(anna.email);

    await password.fill(anna.password);
    await submit.click();
    // Nothing changes yet: a link goes to the new address, a notice to the current one.
    const sentTo = serverMessages.ru.success.emailChangeStarted!.replace('{{email}}', newEmail);
    await expect(page.getByRole('status').filter({ hasText: sentTo })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(email).toHaveValue('');
    await expect(password).toHaveValue('');
    const pendingRow = account.locator('dl > div').filter({ has: page.getByText('Новый email ждёт подтверждения') });
    await expect(pendingRow).toContainText(newEmail);
    await expect(pendingRow).toContainText('Откройте ссылку из письма');
    expect(await mailTo(anna.email, (mail) => mail.includes(newEmail))).not.toContain('token=');
    await page.reload();
    // The confirmed address stays until the new one's link is opened.
    await expect(account.locator('dd').first()).toHaveText(anna.email);
    await expect(pendingRow).toContainText(newEmail);

    expect(errors).toEqual([]);
  });

  test('a new email takes effect when the link mailed to it is opened, in any browser, once', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    const anna = await signedInUser(page, 'anna');
    await confirmEmail(page.request, anna);
    const newEmail = uniqueUser('anna.new').email;
    await page.goto('/settings');
    const account = settingsCard(page, 'Аккаунт');
    const form = settingsCard(page, 'Сменить email');
    await form.getByLabel('Новый email').fill(newEmail);
    await form.getByLabel('Текущий пароль').fill(anna.password);
    await form.getByRole('button', { name: 'Сменить email' }).click();
    await expect(account).toContainText('Новый email ждёт подтверждения');

    // The link works in any browser, signed in or not, and only once.
    const link = await emailConfirmationLinkFor(newEmail);
    const mailbox = await browser.newContext();
    const opened = await mailbox.newPage();
    await opened.goto(link);
    await expect(opened).toHaveTitle('Email подтверждён — Листок');
    await expect(opened.getByRole('main')).toContainText(`Email аккаунта: ${newEmail}`);
    await expect(opened.getByRole('main').getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await opened.goto(link);
    await expect(opened).toHaveTitle('Не удалось подтвердить email — Листок');
    await expect(opened.getByRole('main').getByRole('alert')).toHaveText(ru.errors.BAD_EMAIL_TOKEN);
    await expect(opened.getByRole('banner').getByRole('alert')).toHaveCount(0);
    await mailbox.close();

    await page.reload();
    await expect(account.locator('dd').first()).toHaveText(newEmail);
    await expect(account).not.toContainText('ждёт подтверждения');
    const elsewhere = await signInElsewhere(browser, newEmail, anna.password);
    await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${anna.username}!`);
    await elsewhere.context().close();
    expect(errors).toEqual([]);
  });

  test('changes the password: the new one signs in, the old one no longer does', async ({ page, browser }) => {
    const anna = await signedInUser(page, 'anna');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/change-password')) calls.push(r.method());
    });
    await page.goto('/settings');
    const form = settingsCard(page, 'Сменить пароль');
    const old = form.getByLabel('Старый пароль');
    const fresh = form.getByLabel('Новый пароль', { exact: true });
    const again = form.getByLabel('Новый пароль ещё раз');
    const submit = form.getByRole('button', { name: 'Сменить пароль' });
    await expect(fresh).toHaveAttribute('placeholder', 'минимум 6 символов');

    await fresh.fill('12345');
    await again.fill('12345');
    await submit.click();
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    await expect(fresh).toHaveAccessibleDescription(ru.validation.passwordLength!);
    await expect(fresh).toBeFocused();
    // The old password is not judged by the form (spec §5).
    await expect(old).not.toHaveAttribute('aria-invalid', 'true');

    const next = 'brand-new-pw';
    await fresh.fill(next);
    await again.fill(`${next}x`);
    await submit.click();
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(again).toHaveAccessibleDescription(ru.validation.passwordsMismatch!);
    expect(calls).toEqual([]);

    await again.fill(next);
    await old.fill('not-the-password');
    await submit.click();
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(old).toHaveAccessibleDescription(ru.errors.WRONG_PASSWORD);
    await expect(old).toBeFocused();

    await form.getByLabel('Показать пароли').check();
    await expect(fresh).toHaveAttribute('type', 'text');
    await old.fill(anna.password);
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: serverMessages.ru.success.passwordChanged! }),
    ).toBeVisible();
    await expect(fresh).toHaveValue('');
    await expect(fresh).toHaveAttribute('type', 'password');

    // This browser stays signed in; elsewhere only the new password works.
    await page.reload();
    await expect(settingsCard(page, 'Аккаунт')).toContainText(anna.email);
    const refused = await signInElsewhere(browser, anna.username, anna.password);
    await expect(refused.getByRole('alert')).toContainText(ru.errors.BAD_CREDENTIALS);
    await refused.context().close();
    const accepted = await signInElsewhere(browser, anna.username, next);
    await expect(accepted).toHaveURL('/');
    await expect(accepted.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${anna.username}!`);
    await accepted.context().close();
  });

  test('refuses the current password as the new one, under the new one, and the other devices stay signed in', async ({
    page,
    browser,
  }) => {
    const anna = await signedInUser(page, 'anna');
    const elsewhere = await signInElsewhere(browser, anna.username, anna.password);
    await expect(elsewhere).toHaveURL('/');
    await page.goto('/settings');
    const form = settingsCard(page, 'Сменить пароль');
    const fresh = form.getByLabel('Новый пароль', { exact: true });
    await form.getByLabel('Старый пароль').fill(anna.password);
    await fresh.fill(anna.password);
    await form.getByLabel('Новый пароль ещё раз').fill(anna.password);
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    await expect(fresh).toHaveAccessibleDescription(ru.errors.SAME_PASSWORD);
    await expect(fresh).toBeFocused();
    await expect(page.getByRole('alert')).toContainText(ru.errors.SAME_PASSWORD);
    await elsewhere.reload();
    await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${anna.username}!`);
    await elsewhere.context().close();
  });
});
