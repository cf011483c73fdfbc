import { expect, type Page, test } from '@playwright/test';
import { seriousA11yViolations, signedInUser } from '../helpers';
import { addGood, createListApi, itemRow, itemsTable, newPerson } from '../lists/lists-support';

// What a shared list offers and how it is ordered: the suggestion chips and the shop order, live for every member;
// the link, undo and presence: together.spec.ts.

/** The view-and-order control above the items (either language). */
const viewControl = (page: Page) =>
  page.getByRole('button', { name: /^(Вид и порядок товаров|View and order of the goods): / });

/** Chooses an entry of the view-and-order control's menu. */
async function chooseView(page: Page, name: string) {
  await viewControl(page).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('suggestions', () => {
  test('chips offer what the members buy often and what goes with the list; one tap adds', async ({
    browser,
    baseURL,
  }) => {
    const anna = await newPerson(browser, baseURL);
    await signedInUser(anna.page, 'anna');
    const last = await createListApi(anna.page, 'Прошлый раз');
    for (const text of ['макароны', 'соус для пасты', 'молоко']) {
      const added = await addGood(anna.page, last.id, text);
      expect((await anna.page.request.patch(`/api/list-item/mark/${added.id}`)).status()).toBe(200);
    }
    const list = await createListApi(anna.page, 'Сегодня');
    await anna.page.goto(`/lists/${list.id}`);
    const chips = anna.page.getByRole('region', { name: 'Подсказки' });
    await expect(chips).toContainText('Вы часто покупаете:');
    await expect(chips.getByRole('button', { name: 'Добавить Молоко' })).toBeVisible();
    expect(await seriousA11yViolations(anna.page)).toEqual([]);

    await chips.getByRole('button', { name: 'Добавить Макароны' }).click();
    await expect(itemRow(anna.page, 'Макароны')).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Добавить Макароны' })).toHaveCount(0);
    // Pasta bought with pasta sauce last time: the sauce is offered as going with it.
    await expect(chips).toContainText('Обычно берут вместе:');
    await expect(chips.getByRole('button', { name: 'Добавить Соус для пасты' })).toBeVisible();
    await anna.context.close();
  });
});

test.describe('shop order', () => {
  const headings = (page: Page) => itemsTable(page).locator('tbody th').allTextContents();

  test('by department: bought goods sink in their department; the order is arranged for everyone, live', async ({
    browser,
    baseURL,
  }) => {
    const anna = await newPerson(browser, baseURL);
    await signedInUser(anna.page, 'anna');
    const list = await createListApi(anna.page, 'По магазину');
    for (const text of ['молоко', 'масло сливочное', 'яблоки', 'макароны']) await addGood(anna.page, list.id, text);
    const boris = await newPerson(browser, baseURL, 'en');
    await signedInUser(boris.page, 'boris');
    expect((await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);

    await anna.page.goto(`/lists/${list.id}`);
    await chooseView(anna.page, 'По отделам');
    await expect
      .poll(() => headings(anna.page))
      .toEqual(['Фрукты и овощи0 из 1', 'Молочные продукты и яйца0 из 2', 'Бакалея0 из 1']);
    const names = () => itemsTable(anna.page).locator('tbody tr td:nth-child(2) label').allTextContents();
    expect((await names()).slice(1, 3)).toEqual(['Молоко', 'Масло сливочное']);
    await itemRow(anna.page, 'Молоко').getByRole('checkbox').check();
    // The tick is learned: dairy is where this list's shopping starts now; the bought milk sinks in its department.
    await expect
      .poll(() => headings(anna.page))
      .toEqual(['Молочные продукты и яйца1 из 2', 'Фрукты и овощи0 из 1', 'Бакалея0 из 1']);
    expect((await names()).slice(0, 2)).toEqual(['Масло сливочное', 'Молоко']);
    expect(await seriousA11yViolations(anna.page)).toEqual([]);

    await boris.page.goto(`/lists/${list.id}`);
    await chooseView(boris.page, 'By department');
    await expect
      .poll(() => headings(boris.page))
      .toEqual(['Dairy and eggs1 of 2', 'Fruit and vegetables0 of 1', 'Grocery0 of 1']);

    // Anna arranges: Grocery first (with the buttons), then Dairy after Fruit by dragging with the keyboard.
    await viewControl(anna.page).click();
    await anna.page.getByRole('menuitem', { name: 'Порядок отделов' }).click();
    const dialog = anna.page.getByRole('dialog', { name: 'Порядок отделов' });
    for (let step = 0; step < 4; step += 1) await dialog.getByRole('button', { name: 'Поднять: Бакалея' }).click();
    await expect(dialog.getByRole('row').first()).toContainText('Бакалея');
    expect(await seriousA11yViolations(anna.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(anna.page.getByText('Порядок отделов сохранён')).toBeVisible();
    await expect.poll(async () => (await headings(anna.page))[0]).toBe('Бакалея0 из 1');
    // Boris's screen follows at once.
    await expect.poll(async () => (await headings(boris.page))[0]).toBe('Grocery0 of 1');

    // Back to the plain table: the spec's view, remembered.
    await chooseView(anna.page, 'Списком');
    await expect(itemsTable(anna.page).locator('tbody th')).toHaveCount(0);
    await anna.page.reload();
    await expect(viewControl(anna.page)).toHaveAccessibleName('Вид и порядок товаров: Списком, По времени добавления');
    for (const person of [anna, boris]) await person.context.close();
  });

  test('a user gives an own product a department in the vocabulary; the list shows it there', async ({
    browser,
    baseURL,
  }) => {
    const anna = await newPerson(browser, baseURL);
    await signedInUser(anna.page, 'anna');
    const list = await createListApi(anna.page, 'Дача');
    const created = await anna.page.request.post(`/api/list/${list.id}/item/user-create`, {
      data: { name: 'Квас бабушкин' },
    });
    expect(created.status()).toBe(201);
    await anna.page.goto(`/lists/${list.id}`);
    await chooseView(anna.page, 'По отделам');
    await expect.poll(() => headings(anna.page)).toEqual(['Другое0 из 1']);

    await anna.page.goto('/vocabulary');
    await anna.page
      .getByRole('combobox', { name: 'Отдел товара «Квас бабушкин»' })
      .filter({ visible: true })
      .selectOption({ label: 'Напитки' });
    await expect(anna.page.getByText('Отдел изменён: «Квас бабушкин»')).toBeVisible();
    expect(await seriousA11yViolations(anna.page)).toEqual([]);
    await anna.page.goto(`/lists/${list.id}`);
    await expect.poll(() => headings(anna.page)).toEqual(['Напитки0 из 1']);
    await anna.context.close();
  });
});
