import { expect, test } from '@playwright/test';
import { seriousA11yViolations, useLanguage } from '../helpers';

for (const lang of ['ru', 'en'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, lang));

    for (const path of ['/', '/login', '/signup']) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }

    test('the sign-up form with red and green fields has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: lang === 'ru' ? 'Зарегистрироваться' : 'Sign up' }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('the phone menu, opened, has no serious or critical axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await page.getByRole('button', { name: lang === 'ru' ? 'Меню' : 'Menu' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}

test('the check finds serious problems, and leaves out the rules a caller turns off', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(`document.body.insertAdjacentHTML('beforeend', '<img src="/none.png"><button></button>')`);
  const found = await seriousA11yViolations(page);
  expect(found.map((v) => v.split(' ')[0])).toEqual(['button-name', 'image-alt']);
  expect(await seriousA11yViolations(page, ['image-alt'])).toEqual([expect.stringMatching(/^button-name /)]);
});
