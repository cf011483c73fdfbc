import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers';
import { createListApi, itemRow, itemsTable, signedInUser } from './lists-support';

test('a long list is drawn in steps, first rows at once, and all of it works', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await signedInUser(page, 'longlist');
  const list = await createListApi(page, 'Большая закупка');
  const names = Array.from({ length: 400 }, (_, i) => `Товар ${String(i + 1).padStart(3, '0')}`);
  // Ten at a time: the server keeps each list's changes in order anyway.
  for (let start = 0; start < names.length; start += 10) {
    await Promise.all(
      names.slice(start, start + 10).map(async (name) => {
        const response = await page.request.post(`/api/list/${list.id}/item/user-create`, { data: { name } });
        expect(response.status(), await response.text()).toBe(201);
      }),
    );
  }

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
