import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, signedInUser, useLanguage } from '../helpers';
import { type ApiItem, createListApi } from './lists-support';

// Issue 51: a shopping list as tiles of its goods' pictures, on a phone with a touch screen.

const words = {
  ru: {
    goods: 'молоко 2 л\nхлеб\nяйца 10 шт\nсыр 300 г',
    view: /^Вид и порядок товаров: /,
    tiles: 'Плитками',
    bread: /^Хлеб/,
    cheese: /^Сыр/,
    edit: 'Изменить «Сыр»',
  },
  en: {
    goods: 'milk 2 l\nbread\neggs 10\ncheese 300 g',
    view: /^View and order of the goods: /,
    tiles: 'As tiles',
    bread: /^Bread/,
    cheese: /^Cheese/,
    edit: 'Edit “Cheese”',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone the tile view ticks a good by a tap, edits it by a long press, and stays chosen (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = words[lang];
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true });
    await useLanguage(context, baseURL, lang);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await signedInUser(page, 'tiles');
    const list = await createListApi(page, lang === 'ru' ? 'Продукты' : 'Groceries');
    expect((await page.request.post(`/api/list/${list.id}/add-text`, { data: { text: w.goods } })).status()).toBe(201);
    await page.goto(`/lists/${list.id}`);

    // Chosen in the view menu.
    await page.getByRole('button', { name: w.view }).click();
    await page.getByRole('menuitemradio', { name: w.tiles }).click();
    const tiles = page.getByRole('list').filter({ has: page.getByRole('button', { name: w.bread }) });
    const bread = tiles.getByRole('button', { name: w.bread });
    await expect(bread).toHaveAttribute('aria-pressed', 'false');
    // Each tile shows its good's picture: from the sprite Listok serves, or from the page when the server drew it there
    // for the list's first screenful.
    const picture = await bread.locator('use').getAttribute('href');
    expect(picture).toMatch(/^(\/assets\/goods-icons-[\w-]+\.svg#|#first-screen-icon-)bread$/);
    if (picture?.startsWith('#')) await expect(page.locator(`symbol${picture}`)).toHaveCount(1);

    // A tap ticks: the tile fades to the end.
    await bread.tap();
    await expect(bread).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles.getByRole('button').last()).toHaveAccessibleName(w.bread);
    // The tile shows the tick at once; the server has it once the change is sent.
    await expect
      .poll(async () => {
        const items = (await (await page.request.get(`/api/list/${list.id}`)).json()) as ApiItem[];
        return items.find((item) => w.bread.test(item.name))?.completed;
      })
      .toBe(true);

    // A long press edits, and ticks nothing.
    const cheese = tiles.getByRole('button', { name: w.cheese });
    // The pointer goes over the tile as Playwright's actions do: once its box holds still for two frames and the tile is
    // what the pointer hits there (the tiles move when the tick's answer comes); a press at a box measured once did not
    // open the editor in one full run.
    await cheese.hover();
    await page.mouse.down();
    await expect(page.getByRole('dialog', { name: w.edit })).toBeVisible();
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await expect(cheese).toHaveAttribute('aria-pressed', 'false');
    expect(await horizontalOverflow(page)).toBe(0);

    // Remembered on the device.
    await page.reload();
    await expect(page.getByRole('button', { name: w.bread })).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
    await context.close();
  });
}
