import { expect, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser } from '../helpers';
import { createListApi, itemsTable } from '../lists/lists-support';

/**
 * Markup and script in every place a user can type text that others see. Product names and links refuse them at the
 * server (one rule for names; web addresses only), so they reach the page through list names and details.
 */
const payloads = {
  list: '<img src=x onerror="window.__xss=1">Дача',
  item: 'Сыр "><script>',
  details: '"><svg onload="window.__xss=1"><script>window.__xss=1</script>',
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
    // Any CSP refusal would mean something tried to run inline (or to eval: zod probes for it when a schema is built,
    // and swallows the refusal, so only the page's violation event tells).
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) =>
        console.log('Content Security Policy violation: ' + e.violatedDirective + ' ' + e.sourceFile));`,
    });

    await page.goto('/');
    await signedInUser(page, 'xss');
    const list = await createListApi(page, payloads.list);
    const refused = await page.request.post(`/api/list/${list.id}/item/user-create`, {
      data: { name: payloads.item, details: payloads.details },
    });
    expect(refused.status(), await refused.text()).toBe(400);
    // Quotes, brackets and an ampersand are allowed in a name; they must show as text.
    const name = 'Сыр "Ночной" (с плесенью) & Ко';
    const created = await page.request.post(`/api/list/${list.id}/item/user-create`, {
      data: { name, details: payloads.details },
    });
    expect(created.status(), await created.text()).toBe(201);
    const item = (await created.json()) as { id: number; unit: number };
    const linked = await page.request.patch(`/api/list/item/update/${item.id}`, {
      data: { amount: 1, unit: item.unit, link: payloads.link },
    });
    expect(linked.status(), await linked.text()).toBe(400);

    await page.goto('/lists');
    await expect(page.getByText(payloads.list)).toBeVisible();

    await page.goto(`/lists/${list.id}`);
    await expect(page.getByRole('heading', { name: payloads.list })).toBeVisible();
    await expect(itemsTable(page).getByText(name)).toBeVisible();
    await expect(itemsTable(page).getByText(payloads.details)).toBeVisible();
    // A javascript: link is never offered as a link.
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

    await page.goto('/vocabulary');
    await expect(page.getByText(name)).toBeVisible();

    expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
