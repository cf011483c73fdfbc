import { expect, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  horizontalOverflow,
  registerUser,
  seriousA11yViolations,
  signedInUser,
  uniqueUser,
  useLanguage,
} from '../helpers';
import { confirmEmail, createOwnProducts, recoveryLinkFor } from './account-helpers';

const titles = {
  ru: {
    '/contacts': 'Контакты — Листок',
    '/vocabulary': 'Мой словарь — Листок',
    '/settings': 'Настройки — Листок',
    '/feedback': 'Обратная связь — Листок',
    '/pass-recovery-email': 'Восстановление пароля — Листок',
    '/pass-recovery-email-sended': 'Проверьте почту — Листок',
    '/pass-recovery?token=abc': 'Ссылка не работает — Листок',
    '/pass-recovery': 'Ссылка неполная — Листок',
    '/confirm-email': 'Не удалось подтвердить email — Листок',
  },
  en: {
    '/contacts': 'Contacts — Listok',
    '/vocabulary': 'My vocabulary — Listok',
    '/settings': 'Settings — Listok',
    '/feedback': 'Feedback — Listok',
    '/pass-recovery-email': 'Password recovery — Listok',
    '/pass-recovery-email-sended': 'Check your mail — Listok',
    '/pass-recovery?token=abc': 'This link does not work — Listok',
    '/pass-recovery': 'The link is incomplete — Listok',
    '/confirm-email': 'The email could not be confirmed — Listok',
  },
} as const;

/** No serious axe finding, nothing sticking out sideways on a phone, and no console error. */
async function checkScreen(page: Page, errors: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(errors).toEqual([]);
}

for (const lang of ['ru', 'en'] as const) {
  test.describe(`account screens (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, lang));

    for (const width of [375, 1280]) {
      test(`signed-in screens at ${width} px: titled, accessible, nothing overflows`, async ({ page, request }) => {
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: 800 });
        const boris = await registerUser(request, uniqueUser('boris'));
        await signedInUser(page, 'anna');
        await createOwnProducts(page, [{ name: `Печенье овсяное «Домашнее» ${Date.now()}`, details: 'Вкусвилл' }]);

        await page.goto('/contacts');
        await expect(page).toHaveTitle(titles[lang]['/contacts']);
        await page.getByRole('textbox').or(page.getByRole('searchbox')).first().fill(boris.username);
        await page.getByRole('textbox').or(page.getByRole('searchbox')).first().press('Enter');
        await page.getByRole('button', { name: lang === 'ru' ? 'Добавить в контакты' : 'Add to contacts' }).click();
        await expect(page.getByRole('listitem').filter({ hasText: boris.username })).toBeVisible();
        await checkScreen(page, errors);

        await page.goto('/vocabulary');
        await expect(page).toHaveTitle(titles[lang]['/vocabulary']);
        // The picture's dialog (the whole set) is accessible too; then the name's editor, left empty.
        await page
          .getByRole('table')
          .getByRole('button', { name: lang === 'ru' ? /^Картинка товара/ : /^Picture of/ })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page
          .getByRole('table')
          .getByRole('button', { name: lang === 'ru' ? /^Изменить название/ : /^Edit the name/ })
          .click();
        await page.getByRole('table').getByRole('textbox').fill('');
        await page.getByRole('table').getByRole('textbox').press('Enter');
        await expect(page.getByRole('table').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
        await checkScreen(page, errors);

        await page.goto('/settings');
        await expect(page).toHaveTitle(titles[lang]['/settings']);
        // Typed once the zones are there (the user's own is shown): typed earlier, the box has nothing to open.
        const zone = page.getByRole('combobox', { name: lang === 'ru' ? 'Часовой пояс' : 'Time zone' });
        await expect(zone).not.toHaveValue('');
        await zone.fill('europe');
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await checkScreen(page, errors);

        await page.goto('/feedback');
        await expect(page).toHaveTitle(titles[lang]['/feedback']);
        await page.getByRole('button', { name: lang === 'ru' ? 'Отправить' : 'Send' }).click();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
        await checkScreen(page, errors);
      });

      test(`recovery and email confirmation screens at ${width} px: titled, accessible, nothing overflows`, async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: 800 });
        for (const path of [
          '/pass-recovery-email',
          '/pass-recovery-email-sended',
          '/pass-recovery',
          '/pass-recovery?token=abc',
          '/confirm-email',
        ] as const) {
          await page.goto(path);
          await expect(page).toHaveTitle(titles[lang][path]);
          await checkScreen(page, errors);
        }
      });

      test(`the new password's form and its outcome at ${width} px: accessible, nothing overflows`, async ({
        page,
        request,
      }) => {
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: 800 });
        const anna = await registerUser(request, uniqueUser('anna'));
        await confirmEmail(request, anna);
        await request.get(`/api/user/password/recovery-pass-start?email=${encodeURIComponent(anna.email)}`);
        await page.goto(await recoveryLinkFor(anna.email));
        await expect(page).toHaveTitle(lang === 'ru' ? 'Новый пароль — Листок' : 'New password — Listok');
        const save = page.getByRole('button', { name: lang === 'ru' ? 'Сохранить пароль' : 'Save the password' });
        await page.getByRole('textbox').first().fill('secret1');
        await page.getByRole('textbox').nth(1).fill('secret2');
        await save.click();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
        await checkScreen(page, errors);
        await page.getByRole('textbox').nth(1).fill('secret1');
        await save.click();
        await expect(page).toHaveTitle(lang === 'ru' ? 'Пароль восстановлен — Листок' : 'Password reset — Listok');
        await checkScreen(page, errors);
      });
    }
  });
}
