import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers';
import { createListApi, itemsTable, signedInUser } from './lists-support';

/** Markup and script in every place a user can type text that others see. */
const payloads = {
  list: '<img src=x onerror="window.__xss=1">Дача',
  item: '<script>window.__xss=1</script>Сыр',
  details: '"><svg onload="window.__xss=1">',
  link: 'javascript:window.__xss=1',
};

test.describe('markup in user text is shown as text and never runs', () => {
  test('lists, items, details, links and the vocabulary', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // Any CSP refusal would mean something tried to run inline.
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) cspViolations.push(m.text());
    });

    await page.goto('/');
    await signedInUser(page, 'xss');
    const list = await createListApi(page, payloads.list);
    const created = await page.request.post(`/api/list/${list.id}/item/user-create`, {
      data: { name: payloads.item, details: payloads.details },
    });
    expect(created.status(), await created.text()).toBe(201);
    const item = (await created.json()) as { id: number; unit: number };
    const linked = await page.request.patch(`/api/list/item/update/${item.id}`, {
      data: { amount: 1, unit: item.unit, link: payloads.link },
    });
    expect(linked.status(), await linked.text()).toBe(200);

    await page.goto('/lists');
    await expect(page.getByText(payloads.list)).toBeVisible();

    await page.goto(`/lists/${list.id}`);
    await expect(page.getByRole('heading', { name: payloads.list })).toBeVisible();
    await expect(itemsTable(page).getByText(payloads.item)).toBeVisible();
    await expect(itemsTable(page).getByText(payloads.details)).toBeVisible();
    // A javascript: link is never offered as a link.
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

    await page.goto('/vocabulary');
    await expect(page.getByText(payloads.item)).toBeVisible();

    expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
