import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser } from '../helpers';
import { addGood, createListApi, itemRow, newPerson } from './lists-support';

const phone = { width: 375, height: 800 };

const words = {
  ru: {
    list: 'Продукты',
    goods: { milk: ['молоко', 'Молоко'], bread: ['хлеб', 'Хлеб'], cheese: ['сыр', 'Сыр'] },
    shops: ['Ашан', 'Рынок'],
    view: /^Вид и порядок товаров: /,
    addShops: 'Добавить магазины…',
    shopsDialog: 'Магазины списка',
    newShop: 'Новый магазин',
    add: 'Добавить',
    close: 'Закрыть',
    edit: (name: string) => `Изменить ${name}`,
    editDialog: (name: string) => `Изменить «${name}»`,
    save: 'Сохранить',
    elsewhere: 'Только в других магазинах (1)',
    tag: 'Где купить: Рынок',
    atShop: 'в Ашане',
    addBox: 'Добавить товар',
    eggsAtShop: ['яйца в Ашане', /^Яйца/, 'Где купить: Ашан'],
  },
  en: {
    list: 'Groceries',
    goods: { milk: ['milk', 'Milk'], bread: ['bread', 'Bread'], cheese: ['cheese', 'Cheese'] },
    shops: ['Costco', 'Market'],
    view: /^View and order of the goods: /,
    addShops: 'Add shops…',
    shopsDialog: 'The list’s shops',
    newShop: 'New shop',
    add: 'Add',
    close: 'Close',
    edit: (name: string) => `Edit ${name}`,
    editDialog: (name: string) => `Edit “${name}”`,
    save: 'Save',
    elsewhere: 'Only at other shops (1)',
    tag: 'Where to buy: Market',
    atShop: 'at Costco',
    addBox: 'Add a product',
    eggsAtShop: ['eggs at Costco', /^Eggs/, 'Where to buy: Costco'],
  },
} as const;

/** The department headings shown, in order. */
const departments = (page: Page) => page.getByRole('rowheader').allInnerTexts();

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a member picks the shop: its order, its goods first, the rest folded; others see where (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const w = words[lang];
    const [first, second] = w.shops;
    const anna = await newPerson(browser, baseURL, lang);
    await anna.page.setViewportSize(phone);
    const errors = collectConsoleErrors(anna.page);
    await signedInUser(anna.page, `shops${lang}`);
    const list = await createListApi(anna.page, w.list);
    const milk = await addGood(anna.page, list.id, w.goods.milk[0]);
    const bread = await addGood(anna.page, list.id, w.goods.bread[0]);
    await addGood(anna.page, list.id, w.goods.cheese[0]);
    const items = (await (await anna.page.request.get(`/api/list/${list.id}`)).json()) as {
      id: number;
      category: number;
    }[];
    const category = (id: number) => items.find((item) => item.id === id)!.category;
    // The list's own order puts the milk first.
    await anna.page.request.put(`/api/list/${list.id}/shop-order`, {
      data: { order: [category(milk.id), category(bread.id)] },
    });

    // The shops are made in the view menu's dialog.
    await anna.page.goto(`/lists/${list.id}`);
    await anna.page.getByRole('button', { name: w.view }).click();
    await anna.page.getByRole('menuitem', { name: w.addShops }).click();
    const shops = anna.page.getByRole('dialog', { name: w.shopsDialog });
    for (const shop of w.shops) {
      await shops.getByRole('textbox', { name: w.newShop }).fill(shop);
      await shops.getByRole('button', { name: w.add, exact: true }).click();
      await expect(shops.getByText(shop, { exact: true })).toBeVisible();
    }
    expect(await seriousA11yViolations(anna.page)).toEqual([]);
    await shops.getByRole('button', { name: w.close }).last().click();
    await expect(shops).toBeHidden();

    // The cheese is only at the market: a chip in its dialog, a tag on its row.
    const [, cheese] = w.goods.cheese;
    await itemRow(anna.page, cheese)
      .getByRole('button', { name: w.edit(cheese) })
      .filter({ visible: true })
      .click();
    const edit = anna.page.getByRole('dialog', { name: w.editDialog(cheese) });
    await edit.getByRole('checkbox', { name: second }).check({ force: true });
    await edit.getByRole('button', { name: w.save }).click();
    await expect(edit).toBeHidden();
    await expect(itemRow(anna.page, cheese).getByText(w.tag)).toBeAttached();

    // The first shop keeps the bread first.
    const stores = (await (await anna.page.request.get(`/api/list/${list.id}/stores`)).json()) as {
      id: number;
      name: string;
    }[];
    const shopId = stores.find((store) => store.name === first)!.id;
    await anna.page.request.patch(`/api/list/${list.id}/stores/${shopId}`, {
      data: { order: [category(bread.id), category(milk.id)] },
    });

    // One tap: "I'm at" the first shop.
    await anna.page.getByRole('button', { name: w.view }).click();
    await anna.page.getByRole('menuitemradio', { name: first }).click();
    await expect(
      anna.page.getByRole('button', { name: new RegExp(`${w.view.source.slice(1)}${first}`) }),
    ).toBeVisible();
    // Polled whole: the rows are drawn again as the shop's order comes, so one read may fall between two drawings.
    await expect
      .poll(async () => {
        const shown = await departments(anna.page);
        return shown.length === 2 ? shown[0] : '';
      })
      .toMatch(lang === 'ru' ? /^Хлеб/ : /^Bakery/);
    const folded = anna.page.getByRole('button', { name: w.elsewhere });
    await expect(folded).toHaveAttribute('aria-expanded', 'false');
    await expect(anna.page.getByText(cheese, { exact: true })).toBeHidden();
    await expect
      .poll(async () => {
        const header = await (await anna.page.request.get(`/api/list/${list.id}/header`)).json();
        return header.members[0].store?.name;
      })
      .toBe(first);
    expect(await horizontalOverflow(anna.page)).toBe(0);
    expect(await seriousA11yViolations(anna.page)).toEqual([]);
    await folded.click();
    await expect(anna.page.getByText(cheese, { exact: true })).toBeVisible();

    // A shop named in the add box ties the good to it, as a paste does: «яйца в Ашане» + Enter.
    const [typed, eggsName, eggsTag] = w.eggsAtShop;
    const search = anna.page.getByRole('combobox', { name: w.addBox });
    await anna.page.mouse.move(0, 0);
    await search.fill(typed);
    await search.press('Enter');
    const goodLike = async (name: RegExp) => {
      const goods = (await (await anna.page.request.get(`/api/list/${list.id}`)).json()) as {
        name: string;
        stores: number[];
      }[];
      return goods.find((good) => name.test(good.name));
    };
    await expect.poll(() => goodLike(eggsName)).toMatchObject({ stores: [shopId] });
    const eggs = (await goodLike(eggsName))!.name;
    await expect(itemRow(anna.page, eggs).getByText(eggsTag)).toBeAttached();

    // Another member sees where she is.
    const boris = await newPerson(browser, baseURL, lang);
    await boris.page.setViewportSize(phone);
    await signedInUser(boris.page, `shopsb${lang}`);
    expect((await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
    await boris.page.goto(`/lists/${list.id}`);
    await expect(boris.page.getByText(w.atShop).first()).toBeVisible();
    expect(await horizontalOverflow(boris.page)).toBe(0);

    expect(errors).toEqual([]);
    await anna.context.close();
    await boris.context.close();
  });
}
