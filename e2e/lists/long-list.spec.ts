import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../helpers';
import { createListApi, itemRow, itemsTable, signedInUser } from './lists-support';

test('a long list is drawn in steps, first rows at once, and all of it works', async ({ page }) => {
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
  // Every row comes (the table's header row too), numbered in order.
  await expect(itemsTable(page).getByRole('row')).toHaveCount(names.length + 1, { timeout: 20_000 });
  const last = names.at(-1)!;
  await expect(itemRow(page, last).getByRole('cell').first()).toHaveText(String(names.length));
  await page.getByRole('checkbox', { name: `Отметить ${last}` }).check();
  await expect(page.getByRole('checkbox', { name: `Отметить ${last}` })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Отметить ${last}` })).toBeChecked({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
