import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, signedInUser } from '../helpers';
import { e2ePorts } from '../ports';
import { createListApi, itemRow, newPerson } from './lists-support';

// A shop's link pasted on a wish list is named by its host at once, then for what it sells, with its picture.

/** A 2×2 red PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAmCAMBMDN3PQAAAABJRU5ErkJggg==',
  'base64',
);
const shopPage = (name: string) =>
  `<html><head><title>${name} — купить в интернет-магазине</title><meta property="og:image" content="/pic.png">
  <script type="application/ld+json">{"@type":"Product","name":"${name}"}</script></head><body></body></html>`;

let shop: Server;
test.beforeAll(async () => {
  shop = createServer((request, response) => {
    if (request.url === '/pic.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(shopPage(decodeURIComponent(request.url?.slice(1) ?? '')));
  });
  await new Promise<void>((resolve) => shop.listen(e2ePorts.shopPages, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

const words = {
  ru: { list: 'Подарки', add: 'Добавить желание', good: 'Наушники Sony WH-1000XM5' },
  en: { list: 'Gifts', add: 'Add a wish', good: 'Sony WH-1000XM5 headphones' },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a pasted shop link takes the page's name and picture (${lang})`, async ({ browser, baseURL }) => {
    const w = words[lang];
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `links${lang}`);
    const list = await createListApi(page, w.list, 'wishlist');
    await page.goto(`/lists/${list.id}`);
    const link = `http://127.0.0.1:${e2ePorts.shopPages}/${encodeURIComponent(w.good)}`;
    const box = page.getByRole('combobox', { name: w.add }).or(page.getByRole('textbox', { name: w.add }));
    await box.fill(link);
    await box.press('Enter');
    // The page is read in the background; its name and picture reach the open screen as any change of the list.
    const row = itemRow(page, w.good);
    await expect(row).toBeVisible({ timeout: 20_000 });
    const picture = row.locator('img');
    await expect(picture).toHaveAttribute('src', new RegExp(`^/api/list/${list.id}/picture/\\d+\\?v=`));
    await expect
      .poll(() => picture.evaluate((img) => (img as { complete: boolean; naturalWidth: number }).naturalWidth))
      .toBe(2);
    await expect(row.getByRole('link')).toHaveAttribute('href', link);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`link-pages-375-${lang}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  });
}
