import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser } from '../helpers';
import { createListApi, itemRow, newPerson, seriousA11yViolationsWithSuggestionsOpen } from './lists-support';

type Unit = { id: number; name_ru: string; name_en: string };

/** Puts the first suggestion for `text` on the list through the API, with an amount in a unit (by English name). */
async function addGood(page: Page, listId: number, text: string, amount: number, unitEn: string) {
  const units = (await (await page.request.get('/api/units')).json()) as Unit[];
  const suggestions = (await (
    await page.request.get(`/api/item/autocomplete?name=${encodeURIComponent(text)}`)
  ).json()) as { id: number }[];
  const response = await page.request.post(`/api/list/${listId}/add`, {
    data: { item: suggestions[0]?.id, amount, unit: units.find((u) => u.name_en === unitEn)?.id },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openNewList(page: Page, name: string) {
  const list = await createListApi(page, name);
  await page.goto(`/lists/${list.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return list;
}

test('an amount typed with the name is read off, shown in the suggestion and given to the item', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL);
  const errors = collectConsoleErrors(page);
  await signedInUser(page, 'smart');
  await openNewList(page, 'Рынок');
  const search = page.getByRole('combobox', { name: 'Добавить товар' });

  // A word form of the name, the amount before it: the suggestion says what will be added.
  await search.fill('2 кг яблок');
  const apples = page.getByRole('option', { name: 'Яблоки, 2 кг', exact: true });
  await expect(apples).toBeVisible();
  expect(await seriousA11yViolationsWithSuggestionsOpen(page)).toEqual([]);
  await apples.click();
  await expect(itemRow(page, 'Яблоки')).toContainText('2 кг');
  await expect(page.getByRole('status').filter({ hasText: 'Добавлено в список: «Яблоки»' })).toBeVisible();
  await expect(search).toHaveValue('');

  // The amount after the name, glued to its unit, and Enter: the product of that name (in another form) is added.
  // (The mouse is moved off the list first: an option under it takes the Enter.)
  await page.mouse.move(0, 0);
  await search.fill('молока 1,5л');
  await expect(page.getByRole('option', { name: 'Молоко, 1,5 л', exact: true })).toBeVisible();
  await search.press('Enter');
  await expect(itemRow(page, 'Молоко')).toContainText('1,5 л');

  // A bare count is pieces.
  await search.fill('3 батон');
  await page.getByRole('option', { name: 'Батон, 3 шт', exact: true }).click();
  await expect(itemRow(page, 'Батон')).toContainText('3 шт');

  // The server has them so: after a reload the rows say the same.
  await page.reload();
  await expect(itemRow(page, 'Яблоки')).toContainText('2 кг');
  await expect(itemRow(page, 'Молоко')).toContainText('1,5 л');
  expect(errors).toEqual([]);
  await context.close();
});

test('text typed with the other keyboard layout on still finds the product', async ({ browser, baseURL }) => {
  const { context, page } = await newPerson(browser, baseURL);
  await signedInUser(page, 'layout');
  await openNewList(page, 'Раскладка');
  const search = page.getByRole('combobox', { name: 'Добавить товар' });
  await search.fill('vjkjrj');
  await expect(page.getByRole('option').first()).toHaveAccessibleName('Молоко');
  // Enter takes the first suggestion: the product is added, no new product is made.
  await search.press('Enter');
  await expect(itemRow(page, 'Молоко')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('a product already on the list: the warning offers to add the amount typed when the units convert', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL);
  await signedInUser(page, 'dupe');
  const list = await createListApi(page, 'Дубли');
  await addGood(page, list.id, 'Яблоки', 500, 'g');
  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, 'Яблоки')).toContainText('500 г');
  const search = page.getByRole('combobox', { name: 'Добавить товар' });

  // Litres do not convert to grams: the warning stays as it was, with nothing to offer.
  await search.fill('1 л яблок');
  await page.getByRole('option', { name: 'Яблоки, 1 л', exact: true }).click();
  const warning = page.getByRole('status').filter({ hasText: 'ЯБЛОКИ уже есть в списке' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button')).toHaveCount(0);

  // Kilos do: 500 г + 2 кг = 2,5 кг. The offer is reached from the search with Tab and taken with Enter.
  await search.fill('2 кг яблок');
  await page.getByRole('option', { name: 'Яблоки, 2 кг', exact: true }).click();
  const offer = page.getByRole('button', { name: 'Добавить ещё 2 кг' });
  await expect(offer).toBeVisible();
  await expect(itemRow(page, 'Яблоки')).toContainText('500 г');
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(itemRow(page, 'Яблоки')).toContainText('2,5 кг');
  await expect(page.getByRole('status').filter({ hasText: 'Теперь в списке «Яблоки»: 2,5 кг' })).toBeVisible();
  await expect(search).toBeFocused();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(itemRow(page, 'Яблоки')).toContainText('2,5 кг');
  await context.close();
});

test('in English: the amount after the name, the offer, and a new product named without the amount', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL, 'en');
  await signedInUser(page, 'smarten');
  const list = await createListApi(page, 'Shop');
  await addGood(page, list.id, 'Milk', 2, 'l');
  await page.goto(`/lists/${list.id}`);
  const search = page.getByRole('combobox', { name: 'Add a product' });

  await search.fill('milk 500 ml');
  await page.getByRole('option', { name: 'Milk, 500 ml', exact: true }).click();
  await page.getByRole('button', { name: 'Add 500 ml to it' }).click();
  await expect(itemRow(page, 'Milk')).toContainText('2.5 l');

  // No product has the name: the new product gets the name without the amount, and the item the amount.
  const name = `Beurre pears ${Date.now().toString(36)}`;
  await search.fill(`2 kg ${name}`);
  await page.getByRole('option', { name: `Create “${name}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await expect(dialog.getByLabel('Name *')).toHaveValue(name);
  await expect(dialog).toContainText('Amount on the list: 2 kg');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(itemRow(page, name)).toContainText('2 kg');
  await page.reload();
  await expect(itemRow(page, name)).toContainText('2 kg');
  await context.close();
});
