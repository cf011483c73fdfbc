import { limits, serverMessages, sharedMessages } from '@listok/contract';
import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser, useLanguage } from '../helpers';

const ru = sharedMessages.ru;
const sent = (page: Page) => page.getByRole('status').filter({ hasText: serverMessages.ru.success.feedbackSent! });

test.describe('feedback', () => {
  test('a visitor writes from the footer link; the form empties after sending', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Обратная связь' }).click();
    await expect(page).toHaveURL('/feedback');
    await expect(page).toHaveTitle('Обратная связь — Листок');

    const email = page.getByLabel('Ваш email');
    const message = page.getByRole('textbox', { name: 'Сообщение' });
    await expect(email).toHaveValue('');
    await expect(message).toHaveAttribute('maxlength', String(limits.feedbackMessageMax));

    // No client rules (spec §5): the server's field texts show under the fields.
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(new RegExp(ru.validation.required!));

    await email.fill('visitor@example.org');
    await message.fill('Сделайте, пожалуйста, тёмную тему.');
    await expect(page.getByText('34 / 5000')).toBeVisible();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(sent(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(errors).toEqual([]);
  });

  test("a signed-in user's email is filled in and kept after sending", async ({ page }) => {
    const anna = await signedInUser(page, 'anna');
    await page.goto('/feedback');
    const email = page.getByLabel('Ваш email');
    await expect(email).toHaveValue(anna.email);
    await page.getByRole('textbox', { name: 'Сообщение' }).fill('Всё отлично работает');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(sent(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
    await expect(email).toHaveValue(anna.email);
  });

  test('speaks English', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'en');
    await page.goto('/feedback');
    await expect(page).toHaveTitle('Feedback — Listok');
    await page.getByLabel('Your email').fill('visitor@example.org');
    await page.getByLabel('Message').fill('Hello!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: serverMessages.en.success.feedbackSent! })).toBeVisible();
  });
});
