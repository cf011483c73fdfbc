import { expect, test } from '@playwright/test';
import { horizontalOverflow, seriousA11yViolations, signedInUser } from '../helpers';
import {
  addGood,
  createListApi,
  itemRow,
  itemsTable,
  newPerson,
  seriousA11yViolationsWithSuggestionsOpen,
} from './lists-support';

// The list screen in English, its reads after a tick, on a phone, and its accessibility; who sees a list and how the
// owner manages it: lists-detail.spec.ts.

test('in English, names and units follow the language, also on a switch without reload', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL, 'en');
  await signedInUser(page, 'eng');
  const list = await createListApi(page, 'Weekend');
  await addGood(page, list.id, 'Milk');
  await page.goto('/lists');
  await expect(page).toHaveTitle('My lists — Listok');
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Weekend' }).click();
  await expect(page).toHaveTitle('Weekend — Listok');
  await expect(itemRow(page, 'Milk')).toContainText('1 l');
  await expect(page.getByRole('checkbox', { name: 'Mark Milk' })).toBeVisible();
  await page.getByRole('button', { name: 'List actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Close list' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(itemRow(page, 'Молоко')).toContainText('1 л');
  await expect(page.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeVisible();
  await expect(page).toHaveTitle('Weekend — Листок');
  const search = page.getByRole('combobox', { name: 'Добавить товар' });
  await search.fill('сыр');
  await expect(page.getByRole('option', { name: /^Сыр/ }).first()).toBeVisible();
  // Leaving the search clears it (after 200 ms). While the suggestions are open the rest of the page is hidden
  // from the accessibility tree, so the click outside finds the heading by its tag.
  await page.locator('h1').click();
  await expect(search).toHaveValue('');
  await context.close();
});

test('a tick reads the items no more: its answer and its push event name the version the screen holds', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPerson(browser, baseURL);
  await signedInUser(page, 'reads');
  const list = await createListApi(page, 'Один раз');
  await addGood(page, list.id, 'Молоко');
  await addGood(page, list.id, 'Хлеб');
  let itemReads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/list/${list.id}`) itemReads += 1;
  });
  const streamOpened = page.waitForResponse((response) => response.url().includes('/.well-known/mercure?topic='));
  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, 'Молоко')).toBeVisible();
  await streamOpened;
  // Opening the list reads its items not at all: the page came with them (server/src/features/lists/first-screen),
  // and the stream's first event names the version the screen already holds.
  await page.waitForTimeout(1000);
  expect(itemReads).toBe(0);
  itemReads = 0;

  const marked = page.waitForResponse((response) => response.url().includes('/api/list-item/mark/'));
  await page.getByRole('checkbox', { name: 'Отметить Молоко' }).click();
  await marked;
  await expect(page.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeChecked();
  // Time for the tick's own push event to arrive and be weighed.
  await page.waitForTimeout(1500);
  expect(itemReads).toBe(0);

  // Another member's change still shows: its event names a version the screen does not hold.
  await page.request.post(`/api/list/${list.id}/item/user-create`, { data: { name: 'Горчица', details: '' } });
  await expect(itemRow(page, 'Горчица')).toBeVisible();
  expect(itemReads).toBe(1);
  await context.close();
});

test('on a phone the screens fit, and a tap on the name marks the item', async ({ browser, baseURL }) => {
  const { context, page } = await newPerson(browser, baseURL);
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInUser(page, 'phone');
  const list = await createListApi(page, 'Магазин у дома — всё, что нужно купить сегодня вечером после работы');
  await addGood(page, list.id, 'Молоко');
  await page.request.post(`/api/list/${list.id}/item/user-create`, {
    data: { name: 'Очень длинное название товара, которое не помещается в одну строку на телефоне', details: 'x' },
  });
  await page.goto('/lists');
  await expect(page.getByRole('link', { name: /Магазин у дома/ })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  await page.getByRole('link', { name: /Магазин у дома/ }).click();
  await expect(itemRow(page, 'Молоко')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await itemRow(page, 'Молоко').getByText('Молоко', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeChecked();
  const box = await page.getByRole('checkbox', { name: 'Отметить Молоко' }).boundingBox();
  expect(box && box.width >= 24 && box.height >= 24).toBe(true);

  await page.getByRole('button', { name: /^Вид и порядок товаров: / }).click();
  await page.getByRole('menuitemradio', { name: 'Сначала новые' }).click();
  await expect(page.getByRole('button', { name: /^Вид и порядок товаров: / })).toHaveAccessibleName(
    'Вид и порядок товаров: Списком, Сначала новые',
  );
  await expect(itemsTable(page).locator('tbody tr').first()).toContainText('Очень длинное название');
  await context.close();
});

test('the lists screens have no serious accessibility problems', async ({ browser, baseURL }) => {
  // axe reads every screen of the list, each on a fresh page.
  test.setTimeout(120_000);
  const { context, page } = await newPerson(browser, baseURL);
  await signedInUser(page, 'axe');
  const list = await createListApi(page, 'Проверка доступности');
  const good = await addGood(page, list.id, 'Молоко');
  await page.request.patch(`/api/list-item/mark/${good.id}`, { data: {} });
  await addGood(page, list.id, 'Кофе');

  await page.goto('/lists');
  await expect(page.getByRole('link', { name: 'Проверка доступности' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(`/lists/${list.id}`);
  await expect(itemsTable(page)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Добавить товар' }).fill('мол');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await seriousA11yViolationsWithSuggestionsOpen(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: /^Изменить Кофе/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const visitor = await newPerson(browser, baseURL, 'en');
  await visitor.page.goto(`/lists/${list.id}?ac=${list.access}`);
  await expect(itemsTable(visitor.page)).toBeVisible();
  expect(await seriousA11yViolations(visitor.page)).toEqual([]);
  await visitor.context.close();
  await context.close();
});
