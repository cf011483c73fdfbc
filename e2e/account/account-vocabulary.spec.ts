import { timings } from '@listok/contract';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser, useLanguage } from '../helpers';
import { createOwnProducts } from './account-helpers';

const rows = (page: import('@playwright/test').Page) => page.getByRole('table').locator('tbody tr');

test.describe('vocabulary', () => {
  test('lists own products, filters them as the user types, and renames one inline', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signedInUser(page, 'anna');
    await createOwnProducts(page, [
      { name: 'Сыр «Гауда» фермерский', details: 'Италия, 200 г' },
      { name: 'Хлеб деревенский на закваске' },
      { name: 'Молоко топлёное «Бабушкино»', details: 'Alpro' },
    ]);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/item/user-list') searches.push(url.searchParams.get('name') ?? '');
    });

    await page.goto('/vocabulary');
    await expect(page).toHaveTitle('Мой словарь — Листок');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: '3 товара' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['#Номер', 'Название', 'Подробности', 'Отдел', 'Действия']);
    await expect(rows(page).filter({ hasText: 'Сыр «Гауда» фермерский' })).toContainText('Италия, 200 г');
    // The pager hides for a single page.
    await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0);

    // Typing waits for a pause (spec §9: 300 ms) and asks once for the whole word.
    const box = page.getByLabel('Поиск по названию');
    searches.length = 0;
    await box.pressSequentially('зак', { delay: 40 });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Хлеб деревенский на закваске');
    await expect(page.getByRole('status').filter({ hasText: 'Найден 1 товар' })).toBeVisible();
    await expect(page).toHaveURL(/\/vocabulary\?name=%D0%B7%D0%B0%D0%BA$/);
    await page.waitForTimeout(timings.searchDebounce + 100);
    expect(searches).toEqual(['зак']);

    await box.fill('нет такого');
    await expect(page.getByText('По запросу «нет такого» ничего не нашлось.')).toBeVisible();
    await box.fill('');
    await expect(rows(page)).toHaveCount(3);

    // Escape cancels; an empty name is refused by the shared rule before anything is sent.
    const bread = rows(page).filter({ hasText: 'Хлеб деревенский на закваске' });
    await bread.getByRole('button', { name: 'Изменить название «Хлеб деревенский на закваске»' }).click();
    const input = page.getByRole('textbox', { name: 'Новое название для «Хлеб деревенский на закваске»' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('Хлеб деревенский на закваске');
    await input.fill('Что-то другое');
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(rows(page).filter({ hasText: 'Хлеб деревенский на закваске' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Изменить название «Хлеб деревенский на закваске»' })).toBeFocused();

    await page.getByRole('button', { name: 'Изменить название «Хлеб деревенский на закваске»' }).click();
    await input.fill('   ');
    await input.press('Enter');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Обязательное поле');

    await input.fill('Хлеб бородинский');
    await input.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Название изменено: «Хлеб бородинский»' })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Хлеб бородинский' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Изменить название «Хлеб бородинский»' })).toBeFocused();

    // The save button works as well as Enter.
    await page.getByRole('button', { name: 'Изменить название «Молоко топлёное «Бабушкино»»' }).click();
    await page
      .getByRole('textbox', { name: 'Новое название для «Молоко топлёное «Бабушкино»»' })
      .fill('Молоко миндальное');
    await page.getByRole('button', { name: 'Сохранить название' }).click();
    await expect(rows(page).filter({ hasText: 'Молоко миндальное' })).toHaveCount(1);

    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('table')).toContainText('Хлеб бородинский');
    await expect(page.getByRole('table')).toContainText('Молоко миндальное');
    await expect(page.getByRole('table')).not.toContainText('Хлеб деревенский на закваске');
    expect(errors).toEqual([]);
  });

  test('pages through more products than fit on one page', async ({ page }) => {
    await signedInUser(page, 'anna');
    await createOwnProducts(
      page,
      Array.from({ length: 23 }, (_, i) => ({ name: `Товар ${String(i + 1).padStart(2, '0')}` })),
    );
    await page.goto('/vocabulary');
    const pager = page.getByRole('navigation', { name: 'Страницы' });
    await expect(pager.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('status').filter({ hasText: '23 товара' })).toBeVisible();

    await pager.getByRole('button', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL('/vocabulary?page=2');
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).first().locator('td').first()).toHaveText('21');
    await expect(pager.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();

    // The page is in the address: a reload stays there, and going back returns to page 1.
    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await page.goBack();
    await expect(rows(page)).toHaveCount(20);

    // A new filter starts again at page 1.
    await pager.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(rows(page)).toHaveCount(3);
    await page.getByLabel('Поиск по названию').fill('Товар 1');
    await expect(rows(page)).toHaveCount(10);
    await expect(page).toHaveURL(/name=/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(pager).toHaveCount(0);
  });

  test('renames in the current language only', async ({ page, context, baseURL }) => {
    await signedInUser(page, 'anna');
    await createOwnProducts(page, [{ name: 'Гречка ядрица «Увелка»' }]);
    await useLanguage(context, baseURL, 'en');
    await page.goto('/vocabulary');
    await expect(page).toHaveTitle('My vocabulary — Listok');
    await page.getByRole('button', { name: 'Edit the name “Гречка ядрица «Увелка»”' }).click();
    await page.getByRole('textbox', { name: 'New name for “Гречка ядрица «Увелка»”' }).fill('Buckwheat');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Name changed: “Buckwheat”' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Buckwheat');

    await useLanguage(context, baseURL, 'ru');
    await page.reload();
    await expect(page.getByRole('table')).toContainText('Гречка ядрица «Увелка»');
    await expect(page.getByRole('table')).not.toContainText('Buckwheat');
  });

  test('explains an empty vocabulary', async ({ page }) => {
    await signedInUser(page, 'anna');
    await page.goto('/vocabulary');
    await expect(page.getByRole('heading', { name: 'Словарь пока пуст' })).toBeVisible();
    await expect(page.getByText('Когда вы добавляете в список товар, которого нет в общем каталоге')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти к спискам' })).toHaveAttribute('href', '/lists');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
