import { expect, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser } from '../helpers';
import { createListApi, itemRow, itemsTable } from './lists-support';

test('a long list draws the rows and tiles on the screen, and all of it works', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await signedInUser(page, 'longlist');
  const list = await createListApi(page, 'Большая закупка');
  const names = Array.from({ length: 400 }, (_, i) => `Товар ${String(i + 1).padStart(3, '0')}`);
  const add = async (name: string) => {
    const response = await page.request.post(`/api/list/${list.id}/item/user-create`, { data: { name } });
    expect(response.status(), await response.text()).toBe(201);
  };
  // Ten at a time (their order within ten is the server's), and the last one alone, so that it is surely the last.
  for (let start = 0; start < names.length - 1; start += 10) {
    await Promise.all(names.slice(start, Math.min(start + 10, names.length - 1)).map(add));
  }
  await add(names.at(-1)!);

  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, names[0]!)).toBeVisible();
  // The table says how many rows it has (its header row too) and draws those on and near the screen only.
  await expect(itemsTable(page)).toHaveAttribute('aria-rowcount', String(names.length + 1));
  expect(await itemsTable(page).getByRole('row').count()).toBeLessThan(100);
  const last = names.at(-1)!;
  const box = page.getByRole('checkbox', { name: `Отметить ${last}` });
  // At the end of the page, the last row, numbered in order; a tick there is kept.
  const toTheEnd = () => page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect(async () => {
    await toTheEnd();
    await expect(itemRow(page, last).getByRole('cell').first()).toHaveText(String(names.length), { timeout: 1000 });
  }).toPass();
  await box.check();
  await expect(box).toBeChecked();
  await page.reload();
  await expect(async () => {
    await toTheEnd();
    await expect(box).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // As tiles, the same: the lines of tiles on and near the screen, and the ticked one faded at the end.
  await page.getByRole('button', { name: /^Вид и порядок товаров: / }).click();
  await page.getByRole('menuitemradio', { name: 'Плитками' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${names[0]}`) })).toBeVisible();
  expect(await page.getByRole('listitem').count()).toBeLessThan(150);
  await expect(async () => {
    await toTheEnd();
    await expect(page.getByRole('button', { name: new RegExp(`^${last}`) })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 1000,
    });
  }).toPass();
  expect(errors).toEqual([]);
});
