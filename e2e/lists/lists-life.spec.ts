import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser, useLanguage } from '../helpers';
import { addGood, createListApi, itemRow } from './lists-support';

const phone = { width: 375, height: 800 };

/** A person on a phone (their own cookies) in a language, signed up as a new user. */
async function personOnPhone(browser: Browser, baseURL: string | undefined, lang: 'ru' | 'en', prefix: string) {
  const context = await browser.newContext({ baseURL, viewport: phone });
  await useLanguage(context, baseURL, lang);
  const page = await context.newPage();
  const user = await signedInUser(page, prefix);
  return { context, page, user, errors: collectConsoleErrors(page) };
}

async function join(page: Page, list: { id: number; access: string }) {
  expect((await page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
}

const listRow = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('lists live and die', () => {
  test('the owner renames and deletes a list on a phone; a member sees both live', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const owner = await personOnPhone(browser, baseURL, 'ru', 'owner');
    const member = await personOnPhone(browser, baseURL, 'ru', 'member');
    const list = await createListApi(owner.page, 'Дача');
    await addGood(owner.page, list.id, 'молоко');
    await addGood(owner.page, list.id, 'яблоки');
    await join(member.page, list);

    // The member has the list open, and My lists in another tab.
    await member.page.goto(`/lists/${list.id}`);
    await expect(member.page.getByRole('heading', { level: 1, name: 'Дача' })).toBeVisible();
    const memberLists = await member.context.newPage();
    await memberLists.goto('/lists');
    await expect(listRow(memberLists, 'Дача')).toContainText('0/2');
    await expect(listRow(memberLists, 'Дача')).toContainText('Общий');

    await owner.page.goto('/lists');
    const row = listRow(owner.page, 'Дача');
    await expect(row).toContainText('0/2');
    await expect(row).toContainText('Общий');
    expect(await horizontalOverflow(owner.page)).toBe(0);

    // Rename, from the row's menu.
    await row.getByRole('button', { name: 'Действия со списком «Дача»' }).click();
    await owner.page.getByRole('menuitem', { name: 'Название и вид' }).click();
    const rename = owner.page.getByRole('dialog', { name: 'Название и вид списка' });
    const field = rename.getByRole('textbox', { name: 'Название списка' });
    await expect(field).toHaveValue('Дача');
    await field.fill('');
    await rename.getByRole('button', { name: 'Сохранить' }).click();
    await expect(rename.getByText('Обязательное поле')).toBeVisible();
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await field.fill('Дача в субботу');
    await field.press('Enter');
    await expect(rename).toBeHidden();
    await expect(
      owner.page.getByRole('status').filter({ hasText: 'Список переименован: «Дача в субботу»' }),
    ).toBeVisible();
    await expect(listRow(owner.page, 'Дача в субботу')).toBeVisible();
    await expect(member.page.getByRole('heading', { level: 1, name: 'Дача в субботу' })).toBeVisible();
    await expect(member.page).toHaveTitle('Дача в субботу — Листок');
    await expect(listRow(memberLists, 'Дача в субботу')).toBeVisible();

    // A tick changes the progress on the lists screens, live.
    const milk = itemRow(member.page, 'Молоко');
    await milk.getByRole('checkbox', { name: 'Отметить Молоко' }).click();
    await expect(listRow(owner.page, 'Дача в субботу')).toContainText('1/2');
    await expect(listRow(memberLists, 'Дача в субботу')).toContainText('1/2');

    // Delete, confirmed first.
    await listRow(owner.page, 'Дача в субботу')
      .getByRole('button', { name: /Действия со списком/ })
      .click();
    await owner.page.getByRole('menuitem', { name: 'Удалить' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Удалить список?' });
    await expect(confirm).toContainText('будут удалены у всех участников');
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toBeHidden();
    await expect(listRow(owner.page, 'Дача в субботу')).toBeVisible();
    await listRow(owner.page, 'Дача в субботу')
      .getByRole('button', { name: /Действия со списком/ })
      .click();
    await owner.page.getByRole('menuitem', { name: 'Удалить' }).click();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(owner.page.getByRole('status').filter({ hasText: 'Список «Дача в субботу» удалён' })).toBeVisible();
    await expect(listRow(owner.page, 'Дача в субботу')).toHaveCount(0);

    // The member's open page leaves with a message; their My lists drops the list.
    await expect(member.page).toHaveURL(/\/lists$/);
    await expect(
      member.page.getByRole('status').filter({ hasText: 'Владелец удалил список «Дача в субботу»' }),
    ).toBeVisible();
    await expect(listRow(memberLists, 'Дача в субботу')).toHaveCount(0);
    await expect(memberLists.getByText(/У вас нет активных списков/)).toBeVisible();
    expect((await owner.page.request.get(`/api/list/${list.id}/header`)).status()).toBe(404);
    expect([...owner.errors, ...member.errors]).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });

  test('in English: the home shows the three most recently changed lists, live, and a new list opens at once', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await personOnPhone(browser, baseURL, 'en', 'home');
    const member = await personOnPhone(browser, baseURL, 'en', 'helper');
    const lists = [];
    for (const name of ['Pharmacy', 'Garden', 'Weekend', 'Party']) lists.push(await createListApi(owner.page, name));
    const weekend = lists[2]!;
    await addGood(owner.page, weekend.id, 'milk');
    await addGood(owner.page, weekend.id, 'apples');
    await join(member.page, weekend);

    await owner.page.goto('/');
    const recent = owner.page.getByRole('region', { name: 'Recent lists' });
    await expect(recent.getByRole('link')).toHaveText(['All lists', /^Weekend/, /^Party/, /^Garden/]);
    const weekendRow = recent.getByRole('link', { name: /^Weekend/ });
    await expect(weekendRow).toContainText('0/2');
    await expect(weekendRow).toContainText('Shared');
    await expect(recent.getByRole('link', { name: /^Party/ })).toContainText('No items yet');
    expect(await horizontalOverflow(owner.page)).toBe(0);

    // Someone else ticks an item: the progress moves; a change to an older list brings it to the top.
    const [milk] = (await (await member.page.request.get(`/api/list/${weekend.id}`)).json()) as { id: number }[];
    expect((await member.page.request.patch(`/api/list-item/mark/${milk!.id}`)).status()).toBe(200);
    await expect(weekendRow).toContainText('1/2');
    await addGood(owner.page, lists[0]!.id, 'bread');
    await expect(recent.getByRole('link')).toHaveText(['All lists', /^Pharmacy/, /^Weekend/, /^Party/]);

    // Being added elsewhere shows too: the member's home gains the list they join.
    await member.page.goto('/');
    const theirs = member.page.getByRole('region', { name: 'Recent lists' });
    await expect(theirs.getByRole('link', { name: /^Weekend/ })).toBeVisible();
    await join(member.page, lists[1]!);
    await expect(theirs.getByRole('link', { name: /^Garden/ })).toBeVisible();

    // The create box: the new list opens at once.
    await owner.page.getByLabel('New list name').fill('Birthday');
    await owner.page.getByRole('button', { name: 'Create list' }).click();
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Birthday' })).toBeVisible();
    await expect(owner.page).toHaveURL(/\/lists\/\d+$/);
    expect([...owner.errors, ...member.errors]).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });

  for (const lang of ['ru', 'en'] as const) {
    test(`an own product is deleted from the vocabulary (${lang}): gone from suggestions, kept on its list`, async ({
      browser,
      baseURL,
    }) => {
      const words = {
        ru: { menu: 'Удалить «Квас от тёти Вали»', title: 'Удалить товар из словаря?', yes: 'Удалить', no: 'Отмена' },
        en: {
          menu: 'Delete “Квас от тёти Вали”',
          title: 'Delete the product from your vocabulary?',
          yes: 'Delete',
          no: 'Cancel',
        },
      }[lang];
      const user = await personOnPhone(browser, baseURL, lang, 'words');
      const list = await createListApi(user.page, 'Квас');
      const created = await user.page.request.post(`/api/list/${list.id}/item/user-create`, {
        data: { name: 'Квас от тёти Вали' },
      });
      expect(created.status()).toBe(201);
      await user.page.request.post(`/api/list/${list.id}/item/user-create`, { data: { name: 'Морс от тёти Вали' } });

      await user.page.goto('/vocabulary');
      const rows = user.page.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(2);
      const trash = user.page.getByRole('button', { name: words.menu });
      await trash.click();
      const dialog = user.page.getByRole('dialog', { name: words.title });
      await dialog.getByRole('button', { name: words.no }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(2);
      await trash.click();
      await dialog.getByRole('button', { name: words.yes }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Морс от тёти Вали');
      expect(await horizontalOverflow(user.page)).toBe(0);

      const found = await user.page.request.get(`/api/item/autocomplete?name=${encodeURIComponent('квас от')}`);
      expect(((await found.json()) as { name: string }[]).map((p) => p.name)).not.toContain('Квас от тёти Вали');
      await user.page.goto(`/lists/${list.id}`);
      await expect(itemRow(user.page, 'Квас от тёти Вали')).toBeVisible();
      expect(user.errors).toEqual([]);
      await user.context.close();
    });
  }
  test('in English: the owner renames and deletes a list from its own page menu', async ({ browser, baseURL }) => {
    const owner = await personOnPhone(browser, baseURL, 'en', 'pageowner');
    const list = await createListApi(owner.page, 'Weekend');
    await owner.page.goto(`/lists/${list.id}`);
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Weekend' })).toBeVisible();

    await owner.page.getByRole('button', { name: 'List actions' }).click();
    await owner.page.getByRole('menuitem', { name: 'Name and kind' }).click();
    const rename = owner.page.getByRole('dialog', { name: 'List name and kind' });
    await rename.getByRole('textbox', { name: 'List name' }).fill('Long weekend');
    await rename.getByRole('textbox', { name: 'List name' }).press('Enter');
    await expect(rename).toBeHidden();
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Long weekend' })).toBeVisible();

    await owner.page.getByRole('button', { name: 'List actions' }).click();
    await owner.page.getByRole('menuitem', { name: 'Delete' }).click();
    await owner.page.getByRole('dialog', { name: 'Delete the list?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner.page).toHaveURL(/\/lists$/);
    await expect(owner.page.getByRole('status').filter({ hasText: 'Long weekend' })).toBeVisible();
    expect((await owner.page.request.get(`/api/list/${list.id}/header`)).status()).toBe(404);
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
