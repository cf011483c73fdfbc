import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser, useLanguage } from '../helpers';
import { createListApi, itemRow, itemsTable } from './lists-support';

test.use({ viewport: { width: 375, height: 800 } });

test('on a phone a pasted list is previewed and added, and a copy takes only the goods not bought yet', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(context, baseURL, 'ru');
  const errors = collectConsoleErrors(page);
  await signedInUser(page, 'paste');
  const list = await createListApi(page, 'Дача');
  const seeded = await page.request.post(`/api/list/${list.id}/add-text`, { data: { text: 'яблоки 1 кг' } });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, 'Яблоки')).toContainText('1 кг');

  await page.getByRole('button', { name: 'Действия со списком' }).click();
  await page.getByRole('menuitem', { name: 'Вставить список…' }).click();
  const paste = page.getByRole('dialog', { name: 'Вставить список' });
  await paste
    .getByRole('textbox', { name: 'Товары' })
    .fill('молоко 2 л\nяйца 10 шт\nкартошка 2 кг\nгруша-бере\nяблоки 500 г');
  await paste.getByRole('button', { name: 'Предпросмотр' }).click();
  // The preview stands below the field: it gets the focus, and with it the phone's view.
  await expect(paste.getByRole('heading', { name: 'Что получится' })).toBeFocused();
  await expect(paste.getByRole('heading', { name: '4 новых товара' })).toBeInViewport();
  await expect(paste.getByRole('heading', { name: '1 товар уже в списке' })).toBeVisible();
  await expect(paste.getByRole('listitem').filter({ hasText: 'Картофель' })).toContainText('2 кг');
  await expect(paste.getByRole('listitem').filter({ hasText: 'Яблоки' })).toContainText('станет 1,5 кг');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  // Nothing was added by the preview.
  await expect(itemsTable(page).getByRole('row').filter({ hasText: 'Молоко' })).toHaveCount(0);

  await paste.getByRole('button', { name: 'Добавить' }).click();
  await expect(paste).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Добавлено в список: 5 товаров' })).toBeVisible();
  await expect(itemRow(page, 'Молоко')).toContainText('2 л');
  await expect(itemRow(page, 'Яйца')).toContainText('10 шт');
  await expect(itemRow(page, 'Картофель')).toContainText('2 кг');
  await expect(itemRow(page, 'Груша-бере')).toBeVisible();
  await expect(itemRow(page, 'Яблоки')).toContainText('1,5 кг');

  // One good bought, then a copy of what is left to buy.
  await itemRow(page, 'Молоко').getByRole('checkbox', { name: 'Отметить Молоко' }).click();
  await expect(itemRow(page, 'Молоко').getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Действия со списком' }).click();
  await page.getByRole('menuitem', { name: 'Копировать список…' }).click();
  const copy = page.getByRole('dialog', { name: 'Копировать список' });
  await expect(copy.getByRole('textbox', { name: 'Название нового списка' })).toHaveValue('Дача (копия)');
  await copy.getByText('Только некупленные').click();
  await copy.getByRole('button', { name: 'Копировать' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Дача (копия)' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/lists/${list.id}$`));
  for (const name of ['Яйца', 'Картофель', 'Груша-бере', 'Яблоки']) await expect(itemRow(page, name)).toBeVisible();
  await expect(itemRow(page, 'Яблоки')).toContainText('1,5 кг');
  await expect(itemsTable(page).getByRole('row').filter({ hasText: 'Молоко' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Список скопирован: «Дача (копия)»' })).toBeVisible();
  expect(errors).toEqual([]);
});
