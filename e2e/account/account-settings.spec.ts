import { sharedMessages } from '@listok/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, signIn, uniqueUser, useLanguage } from '../helpers';
import { confirmEmail, emailConfirmationLinkFor, mailTo, signUpHere } from './account-helpers';

const ru = sharedMessages.ru;

/** Signs in from a fresh browser (another device): the page it lands on, or the error it shows. */
async function signInElsewhere(browser: Browser, login: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login, password);
  return page;
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('settings', () => {
  test('shows the account and asks for a new email only with the right password', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const anna = await signUpHere(page, 'anna');
    await confirmEmail(page.request, anna);
    await page.goto('/settings');
    await expect(page).toHaveTitle('Настройки — Листок');

    const account = card(page, 'Аккаунт');
    await expect(account).toContainText(anna.email);
    await expect(account).toContainText(anna.username);
    const today = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(new Date());
    await expect(account.locator('time')).toHaveText(today);

    const form = card(page, 'Сменить email');
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
    const sentTo = ru.success.emailChangeStarted!.replace('{{email}}', newEmail);
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
    const anna = await signUpHere(page, 'anna');
    await confirmEmail(page.request, anna);
    const newEmail = uniqueUser('anna.new').email;
    await page.goto('/settings');
    const account = card(page, 'Аккаунт');
    const form = card(page, 'Сменить email');
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
    const anna = await signUpHere(page, 'anna');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/change-password')) calls.push(r.method());
    });
    await page.goto('/settings');
    const form = card(page, 'Сменить пароль');
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
    await expect(page.getByRole('status').filter({ hasText: ru.success.passwordChanged! })).toBeVisible();
    await expect(fresh).toHaveValue('');
    await expect(fresh).toHaveAttribute('type', 'password');

    // This browser stays signed in; elsewhere only the new password works.
    await page.reload();
    await expect(card(page, 'Аккаунт')).toContainText(anna.email);
    const refused = await signInElsewhere(browser, anna.username, anna.password);
    await expect(refused.getByRole('alert')).toContainText(ru.errors.BAD_CREDENTIALS);
    await refused.context().close();
    const accepted = await signInElsewhere(browser, anna.username, next);
    await expect(accepted).toHaveURL('/');
    await expect(accepted.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${anna.username}!`);
    await accepted.context().close();
  });

  test('changes the time zone, and the choice survives a reload', async ({ page }) => {
    await signUpHere(page, 'anna');
    await page.goto('/settings');
    const form = card(page, 'Часовой пояс');
    const zone = form.getByRole('combobox', { name: 'Часовой пояс' });
    const save = form.getByRole('button', { name: 'Сохранить часовой пояс' });
    await expect(zone).toHaveValue(/^Europe\/Moscow \(UTC\+03:00\)$/);
    await expect(save).toBeDisabled();

    // Typing filters and highlights the first match; Escape leaves the choice as it was.
    await zone.fill('tokyo');
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option')).toHaveText([/^Asia\/Tokyo \(UTC\+09:00\)Токио, Осака, Киото, Япония$/]);
    await zone.press('Escape');
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    await expect(zone).toHaveValue(/^Europe\/Moscow/);

    // A click on an option chooses it.
    await zone.fill('new york');
    await page.getByRole('option', { name: /America\/New_York/ }).click();
    await expect(zone).toHaveValue(/^America\/New_York \(UTC[+-]\d\d:\d\d\)$/);
    await expect(save).toBeEnabled();

    // So does Enter on the highlighted one.
    await zone.fill('berlin');
    await expect(page.getByRole('option', { name: /Europe\/Berlin/ })).toBeVisible();
    await zone.press('Enter');
    await expect(zone).toHaveValue(/^Europe\/Berlin \(UTC[+-]\d\d:\d\d\)$/);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: ru.success.timeZoneChanged! })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(zone).toHaveValue(/^Europe\/Berlin/);
    const settings = (await (await page.request.get('/api/user/settings')).json()) as { tz: number };
    const zones = (await (await page.request.get('/api/time-zones')).json()) as { id: number; name: string }[];
    expect(zones.find((z) => z.id === settings.tz)?.name).toMatch(/^Europe\/Berlin/);
  });

  test('refuses the current password as the new one, under the new one, and the other devices stay signed in', async ({
    page,
    browser,
  }) => {
    const anna = await signUpHere(page, 'anna');
    const elsewhere = await signInElsewhere(browser, anna.username, anna.password);
    await expect(elsewhere).toHaveURL('/');
    await page.goto('/settings');
    const form = card(page, 'Сменить пароль');
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

  for (const lang of ['ru', 'en'] as const) {
    test(`finds zones by Russian and English city names (${lang})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
      await signUpHere(page, 'tz');
      await page.goto('/settings');
      const label = lang === 'ru' ? 'Часовой пояс' : 'Time zone';
      const zone = page.getByRole('combobox', { name: label });
      await expect(zone).toHaveValue(/^Europe\/Moscow/);
      const found = [
        ['Екатеринбург', 'Asia/Yekaterinburg'],
        ['москва', 'Europe/Moscow'],
        ['Новосибирск', 'Asia/Novosibirsk'],
        ['Владивосток', 'Asia/Vladivostok'],
        ['Калининград', 'Europe/Kaliningrad'],
        ['Казань', 'Europe/Moscow'],
        ['Saint Petersburg', 'Europe/Moscow'],
      ] as const;
      for (const [typed, id] of found) {
        await zone.fill(typed);
        await expect(page.getByRole('option'), typed).toHaveCount(1);
        await expect(page.getByRole('option'), typed).toContainText(id);
      }
      // The option tells the places in the screen's language, the typed one first.
      await zone.fill('челябинск');
      await expect(page.getByRole('option')).toContainText(
        lang === 'ru' ? 'Челябинск, Екатеринбург' : 'Chelyabinsk, Ufa',
      );
      await zone.press('Enter');
      await expect(zone).toHaveValue(/^Asia\/Yekaterinburg \(UTC\+05:00\)$/);
      await page.getByRole('button', { name: lang === 'ru' ? 'Сохранить часовой пояс' : 'Save time zone' }).click();
      const saved = lang === 'ru' ? ru.success.timeZoneChanged! : sharedMessages.en.success.timeZoneChanged!;
      await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
    });
  }

  test('the time-zone list works from the keyboard alone', async ({ page }) => {
    await signUpHere(page, 'anna');
    await page.goto('/settings');
    const zone = page.getByRole('combobox', { name: 'Часовой пояс' });
    await zone.focus();
    await zone.press('ArrowDown');
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    // The list opens at the current zone.
    const activeId = await zone.getAttribute('aria-activedescendant');
    expect(activeId).not.toBeNull();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveText(/Europe\/Moscow/);
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await zone.press('ArrowDown');
    const nextId = await zone.getAttribute('aria-activedescendant');
    expect(nextId).not.toBe(activeId);
    const nextName = (await page.locator(`[id="${nextId}"]`).textContent()) ?? '';
    await zone.press('Enter');
    // The option shows the zone, and under it the places of some zones.
    const chosen = await zone.inputValue();
    expect(chosen).toMatch(/^[\w/+-]+ \(UTC[+-]\d\d:\d\d\)$/);
    expect(nextName.startsWith(chosen)).toBe(true);
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    // With the list closed, Enter saves.
    await zone.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: ru.success.timeZoneChanged! })).toBeVisible();
  });

  test('a language switch on the screen shows its texts in the new language (they load with the screen)', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signUpHere(page, 'polyglot');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(card(page, 'Сменить пароль')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Язык: Русский' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(card(page, 'Change password')).toBeVisible();
    await expect(page).toHaveTitle('Settings — Listok');
    expect(errors).toEqual([]);
  });
});
