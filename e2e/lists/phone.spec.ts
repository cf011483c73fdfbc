import { expect, type Locator, type Page, test } from '@playwright/test';
import { horizontalOverflow, seriousA11yViolations, signedInUser } from '../helpers';
import { addGood, createListApi, itemRow, itemsTable, newPerson } from './lists-support';

test.describe.configure({ timeout: 90_000 });

const phone = { width: 375, height: 800 };

/** Goods of the user's own (the catalogue's names are not what this is about), with details on some. */
const goods = {
  ru: ['Молоко фермерское', 'Хлеб с отрубями', 'Сыр из лавки', 'Апельсины', 'Макароны', 'Помидоры', 'Кофе', 'Соль'],
  en: ['Farm milk', 'Bran bread', 'Deli cheese', 'Oranges', 'Pasta', 'Tomatoes', 'Coffee', 'Salt'],
};

/** Puts the goods on the list as the owner's own products, in this order. */
async function putGoods(page: Page, listId: number, names: string[]) {
  for (const [index, name] of names.entries()) {
    const response = await page.request.post(`/api/list/${listId}/item/user-create`, {
      data: { name, ...(index % 3 === 1 ? { details: 'x'.repeat(12) } : {}) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const texts = {
  ru: { search: 'Добавить товар', join: 'Присоединиться', added: /Добавлено/ },
  en: { search: 'Add a product', join: 'Join the list', added: /added/ },
};

/** Where an element is on the screen now (it must be drawn). */
async function boxOf(locator: Locator) {
  // Waited for: a row the server's answer replaces (an added good's) is not drawn for a moment.
  const drawn: { box?: Awaited<ReturnType<Locator['boundingBox']>> } = {};
  const read = async () => {
    drawn.box = await locator.boundingBox();
    return drawn.box !== null;
  };
  await expect.poll(read, { message: `${locator} is not drawn` }).toBe(true);
  return drawn.box!;
}

/** The first five goods' rows lie wholly on the first screen, the page not scrolled. */
async function expectFirstFiveOnScreen(page: Page, names: string[]) {
  await expect(itemRow(page, names[4]!)).toBeVisible();
  expect(await page.evaluate('window.scrollY')).toBe(0);
  for (const name of names.slice(0, 5)) {
    const box = await boxOf(itemRow(page, name));
    expect(box.y, name).toBeGreaterThan(0);
    expect(box.y + box.height, `${name} ends below the first screen`).toBeLessThanOrEqual(phone.height);
  }
  expect(await horizontalOverflow(page)).toBe(0);
}

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone the first five goods are on the first screen for owner, member and visitor (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const names = goods[lang];
    const owner = await newPerson(browser, baseURL, lang);
    await owner.page.setViewportSize(phone);
    await signedInUser(owner.page, 'owner');
    const list = await createListApi(owner.page, lang === 'ru' ? 'Продукты на неделю' : 'Groceries for the week');
    await putGoods(owner.page, list.id, names);
    await owner.page.goto(`/lists/${list.id}`);
    await expect(owner.page.getByRole('combobox', { name: texts[lang].search })).toBeVisible();
    await expectFirstFiveOnScreen(owner.page, names);
    // One thumb ticks: the whole cell of the box answers, well over the 44 px of a comfortable target.
    const cell = itemRow(owner.page, names[0]!)
      .locator('td label')
      .filter({ has: owner.page.getByRole('checkbox') });
    const target = await boxOf(cell);
    expect(target.width).toBeGreaterThanOrEqual(48);
    expect(target.height).toBeGreaterThanOrEqual(48);
    await owner.page.mouse.click(target.x + 4, target.y + 4);
    await expect(itemRow(owner.page, names[0]!).getByRole('checkbox')).toBeChecked();
    // The ticked good sinks to the end of the list; the next five to buy take the first screen.
    const afterTick = [...names.slice(1), names[0]!];

    const member = await newPerson(browser, baseURL, lang);
    await member.page.setViewportSize(phone);
    await signedInUser(member.page, 'member');
    expect((await member.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
    await member.page.goto(`/lists/${list.id}`);
    await expect(member.page.getByRole('combobox', { name: texts[lang].search })).toBeVisible();
    await expectFirstFiveOnScreen(member.page, afterTick);

    // The visitor with the link, and the notice that tells them how to take part.
    const visitor = await newPerson(browser, baseURL, lang);
    await visitor.page.setViewportSize(phone);
    await visitor.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(visitor.page.getByRole('link', { name: lang === 'ru' ? 'Войти' : 'Sign in' }).last()).toBeVisible();
    await expectFirstFiveOnScreen(visitor.page, afterTick);

    // A signed-in stranger with the link, who may join.
    const stranger = await newPerson(browser, baseURL, lang);
    await stranger.page.setViewportSize(phone);
    await signedInUser(stranger.page, 'stranger');
    await stranger.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(stranger.page.getByRole('button', { name: texts[lang].join })).toBeVisible();
    await expectFirstFiveOnScreen(stranger.page, afterTick);
    for (const person of [owner, member, visitor, stranger]) await person.context.close();
  });

  test(`on a phone the add box stays in sight and keeps the focus after an add, below the bar (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize(phone);
    await signedInUser(page, 'adder');
    const list = await createListApi(page, 'Длинный список');
    await putGoods(page, list.id, [...goods[lang], ...goods[lang].map((name) => `${name} 2`)].slice(0, 12));
    await page.goto(`/lists/${list.id}`);
    await expect(itemsTable(page)).toBeVisible();
    const search = page.getByRole('combobox', { name: texts[lang].search });
    const bar = page.getByRole('banner');
    const rows = itemsTable(page).locator('tbody tr');

    // Twice: from the top of the page with Enter, and again with a tap on the good from where the first add left the
    // page (scrolled to the new row, the last).
    for (const [count, typed, good] of [
      [13, lang === 'ru' ? 'кефир' : 'kefir', undefined],
      [14, lang === 'ru' ? 'сметан' : 'sour cream', lang === 'ru' ? 'Сметана' : 'Sour cream'],
    ] as const) {
      await search.fill(typed);
      // The suggestions of this text (not ones still shown from the text before) are in.
      await expect(page.getByRole('option', { name: new RegExp(typed, 'i') }).first()).toBeVisible();
      if (good) await page.getByRole('option', { name: good, exact: true }).click();
      else await search.press('Enter');
      await expect(rows).toHaveCount(count);
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('');
      const field = await boxOf(search);
      const header = await boxOf(bar);
      expect(field.y, 'the add box is under the bar').toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(field.y + field.height).toBeLessThanOrEqual(phone.height);
      // The new row is shown below the add box and the line that says it was added, not behind them.
      const report = await boxOf(page.getByRole('status').filter({ hasText: texts[lang].added }));
      const row = await boxOf(rows.last());
      expect(report.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(row.y).toBeGreaterThanOrEqual(report.y + report.height);
      expect(row.y + row.height).toBeLessThanOrEqual(phone.height);
    }
    // The page did scroll to the new rows: the add box stuck under the bar on the way.
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(100);
    await context.close();
  });
}

/** A typical week's shopping, some goods with an amount and one with a note (issue 51: ten of them on a phone). */
const typicalWeek = {
  ru: ['молоко 3,2% 2 л', 'хлеб', 'яйца 10 шт', 'сыр 300 г', 'помидоры 1 кг', 'бананы', 'кофе', 'масло сливочное'],
  en: ['milk 2 l', 'bread', 'eggs 10', 'cheese 300 g', 'tomatoes 1 kg', 'bananas', 'coffee', 'butter'],
};
const moreOfTheWeek = {
  ru: ['курица 1,5 кг', 'яблоки 2 кг', 'гречка', 'чай'],
  en: ['chicken 1.5 kg', 'apples 2 kg', 'rice', 'tea'],
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a 375 × 812 phone ten goods of a typical list show at once, each on one line with its amount (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInUser(page, 'compact');
    const list = await createListApi(page, lang === 'ru' ? 'Продукты' : 'Groceries');
    const text = [...typicalWeek[lang], ...moreOfTheWeek[lang]].join('\n');
    expect((await page.request.post(`/api/list/${list.id}/add-text`, { data: { text } })).status()).toBe(201);
    await page.goto(`/lists/${list.id}`);
    const rows = itemsTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(12);
    let onScreen = 0;
    for (const box of await Promise.all((await rows.all()).map(boxOf)))
      if (box.y >= 0 && box.y + box.height <= 812) onScreen += 1;
    expect(onScreen).toBeGreaterThanOrEqual(10);
    // The name, the note and the amount with its pencil share the row's one line.
    const first = rows.first();
    const name = await boxOf(first.getByText(lang === 'ru' ? 'Молоко' : 'Milk', { exact: true }));
    const pencil = await boxOf(first.getByRole('button', { name: lang === 'ru' ? 'Изменить Молоко' : 'Edit Milk' }));
    expect(Math.abs(name.y + name.height / 2 - (pencil.y + pencil.height / 2))).toBeLessThan(8);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
}

test('on a phone the menus and dialogs of a list have no serious accessibility problems', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL);
  await page.setViewportSize(phone);
  await signedInUser(page, 'axe');
  const list = await createListApi(page, 'Проверка на телефоне');
  await addGood(page, list.id, 'Молоко');
  await page.goto(`/lists/${list.id}`);
  await expect(itemsTable(page)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Действия со списком' }).click();
  await expect(page.getByRole('menu', { name: 'Действия со списком' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Поделиться…' }).click();
  await expect(page.getByRole('dialog', { name: 'Поделиться списком' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Участники: / }).click();
  await expect(page.getByRole('dialog', { name: 'Участники' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Вид и порядок товаров: / }).click();
  await expect(page.getByRole('menu', { name: 'Вид и порядок товаров' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Уведомления списка' }).click();
  await expect(page.getByRole('menu', { name: 'Уведомления списка' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'Все изменения' })).toHaveAttribute('aria-checked', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
