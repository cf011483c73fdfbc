import { expect, test } from '@playwright/test';
import { horizontalOverflow, signedInUser, useLanguage } from '../helpers';
import { addGood, createListApi, itemRow } from '../lists/lists-support';
import { itemsOf, keptItems, openReadyForOffline, unsent } from './offline-support';

// Every list offline and sync you can see (issue 51), on a phone in both languages. The service worker is what this
// is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 90_000 });

const phone = {
  ru: {
    opened: 'Открытый раньше',
    never: 'Ни разу не открытый',
    lists: 'Мои списки',
    milk: 'Молоко',
    search: { label: 'Добавить товар', typed: 'гречк', good: 'Гречка' },
    waiting: '2 изменения ждут сети',
    noSignal: 'Нет сети.',
  },
  en: {
    opened: 'Opened before',
    never: 'Never opened',
    lists: 'My lists',
    milk: 'Milk',
    search: { label: 'Add a product', typed: 'buckw', good: 'Buckwheat' },
    waiting: '2 changes waiting for the network',
    noSignal: 'You are offline.',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a list never opened on it opens without signal once the app ran online, and what is done there waits for the network (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = phone[lang];
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true });
    await useLanguage(context, baseURL, lang);
    const a = await context.newPage();
    await signedInUser(a, 'anna');
    const opened = await createListApi(a, w.opened);
    const never = await createListApi(a, w.never);
    await addGood(a, never.id, w.milk);
    // The app ran online once: every active list is kept on the device (its header and items).
    await openReadyForOffline(a, opened.id, w.opened);
    await expect.poll(() => keptItems(a, never.id), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await a.getByRole('link', { name: w.lists }).filter({ visible: true }).first().click();
    await a.getByRole('link', { name: w.never }).click();
    await expect(a.getByRole('heading', { level: 1, name: w.never })).toBeVisible();
    await expect(itemRow(a, w.milk)).toBeVisible();

    // A tick and an add wait for the network, and the status says how many; the good added shows its picture at
    // once, from the catalogue kept on the device.
    await itemRow(a, w.milk).getByRole('checkbox').check();
    const { label, typed, good } = w.search;
    const search = a.getByRole('combobox', { name: label });
    await search.fill(typed);
    // Found among the names kept on the device, first and chosen: the phone keyboard's Enter adds it.
    await expect(a.getByRole('option', { name: good, exact: true })).toHaveAttribute('data-focused', 'true');
    await search.press('Enter');
    await expect(itemRow(a, good).locator('use')).toHaveAttribute('href', /\/assets\/goods-icons-[\w-]+\.svg#[\w-]+$/);
    const status = unsent(a);
    await expect(status).toContainText(w.waiting);
    await expect(status).toContainText(w.noSignal);
    expect(await horizontalOverflow(a)).toBe(0);

    // Signal is back: both are sent, once, and the status clears.
    await context.setOffline(false);
    await expect(unsent(a)).toHaveCount(0, { timeout: 15_000 });
    const items = await itemsOf(a, never.id);
    expect(items.map((item) => [item.name, item.completed])).toEqual([
      [w.milk, true],
      [good, false],
    ]);
    await context.close();
  });
}
