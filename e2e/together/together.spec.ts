import { expect, type Page, test } from '@playwright/test';
import { seriousA11yViolations, signedInUser } from '../helpers';
import { addGood, createListApi, itemRow, newPerson } from '../lists/lists-support';

// Sharing and the live list: the private link, undo and who ticked, presence; the suggestions and the shop order of
// a shared list: together-shopping.spec.ts.

/** Opens the list's sharing (its menu's Share…), where the private link is. */
async function openSharing(page: Page) {
  await page.getByRole('button', { name: 'Действия со списком' }).click();
  await page.getByRole('menuitem', { name: 'Поделиться…' }).click();
  return page.getByRole('dialog', { name: 'Поделиться списком' });
}

const undoBar = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: /Отменить|Undo/ }) });

test.describe('link control', () => {
  test('the owner makes a new link: the old one stops working at once, also on a screen opened with it', async ({
    browser,
    baseURL,
  }) => {
    // Three people's browsers in one test: on a slow host it needs more than the default 30 s.
    test.setTimeout(120_000);
    const owner = await newPerson(browser, baseURL);
    await signedInUser(owner.page, 'owner');
    const list = await createListApi(owner.page, 'Дача');
    await addGood(owner.page, list.id, 'молоко');

    const visitor = await newPerson(browser, baseURL);
    await visitor.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Дача' })).toBeVisible();
    await expect(itemRow(visitor.page, 'Молоко')).toBeVisible();

    await owner.page.goto(`/lists/${list.id}`);
    const sharing = await openSharing(owner.page);
    const linkField = sharing.getByLabel('Ссылка на список');
    await expect(linkField).toHaveValue(new RegExp(`ac=${list.access}$`));
    await sharing.getByRole('button', { name: 'Новая ссылка' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Создать новую ссылку?' });
    await expect(dialog).toContainText('Текущая ссылка сразу перестанет работать');
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
    await expect(dialog).toBeHidden();
    await expect(owner.page.getByText('Создана новая ссылка, старая больше не работает')).toBeVisible();
    await expect(linkField).not.toHaveValue(new RegExp(`ac=${list.access}$`));
    const renewed = (await linkField.inputValue()).split('ac=')[1]!;
    expect(renewed.length).toBeGreaterThanOrEqual(12);

    // The visitor's open screen learns it through the push stream, without a reload.
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Ссылка не подходит' })).toBeVisible();
    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Ссылка не подходит' })).toBeVisible();
    await visitor.page.goto(`/lists/${list.id}?ac=${renewed}`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Дача' })).toBeVisible();

    // Only the owner has the button: a member sees the link, not the way to replace it.
    const member = await newPerson(browser, baseURL);
    await signedInUser(member.page, 'member');
    expect((await member.page.request.get(`/api/list/${list.id}/join?ac=${renewed}`)).status()).toBe(200);
    await member.page.goto(`/lists/${list.id}`);
    const memberSharing = await openSharing(member.page);
    await expect(memberSharing.getByLabel('Ссылка на список')).toHaveValue(new RegExp(`ac=${renewed}$`));
    await expect(memberSharing.getByRole('button', { name: 'Копировать ссылку' })).toBeVisible();
    await expect(member.page.getByRole('button', { name: 'Новая ссылка' })).toHaveCount(0);
    for (const person of [owner, visitor, member]) await person.context.close();
  });
});

test.describe('undo and who ticked', () => {
  test('a tick shows who made it to everyone, and can be taken back within 5 seconds', async ({ browser, baseURL }) => {
    const anna = await newPerson(browser, baseURL);
    const annaUser = await signedInUser(anna.page, 'anna');
    const list = await createListApi(anna.page, 'Продукты');
    await addGood(anna.page, list.id, 'молоко');
    const boris = await newPerson(browser, baseURL, 'en');
    await signedInUser(boris.page, 'boris');
    expect((await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
    await boris.page.goto(`/lists/${list.id}`);
    await anna.page.goto(`/lists/${list.id}`);

    const milk = itemRow(anna.page, 'Молоко');
    await milk.getByRole('checkbox', { name: 'Отметить Молоко' }).check();
    await expect(undoBar(anna.page)).toContainText('Отмечено: «Молоко»');
    await expect(milk).toContainText(`отмечено: ${annaUser.username}`);
    await expect(itemRow(boris.page, 'Milk')).toContainText(`ticked by ${annaUser.username}`);

    await undoBar(anna.page).getByRole('button', { name: 'Отменить' }).click();
    await expect(milk.getByRole('checkbox', { name: 'Отметить Молоко' })).not.toBeChecked();
    await expect(milk).not.toContainText('отмечено:');
    await expect(itemRow(boris.page, 'Milk').getByRole('checkbox')).not.toBeChecked();
    await expect(itemRow(boris.page, 'Milk')).not.toContainText('ticked by');

    // The offer goes away by itself after 5 seconds.
    await milk.getByRole('checkbox', { name: 'Отметить Молоко' }).check();
    await expect(undoBar(anna.page)).toBeVisible();
    await expect(undoBar(anna.page)).toBeHidden({ timeout: 7000 });
    await expect(milk.getByRole('checkbox')).toBeChecked();
    for (const person of [anna, boris]) await person.context.close();
  });

  test('a deletion is confirmed, then gone for everyone at once, with no undo after it', async ({
    browser,
    baseURL,
  }) => {
    const anna = await newPerson(browser, baseURL, 'en');
    await signedInUser(anna.page, 'anna');
    const list = await createListApi(anna.page, 'Groceries');
    await addGood(anna.page, list.id, 'milk');
    await addGood(anna.page, list.id, 'bread');
    const boris = await newPerson(browser, baseURL);
    await signedInUser(boris.page, 'boris');
    expect((await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
    await boris.page.goto(`/lists/${list.id}`);
    await expect(itemRow(boris.page, 'Молоко')).toBeVisible();
    await anna.page.goto(`/lists/${list.id}`);

    const askToDelete = async () => {
      await itemRow(anna.page, 'Milk').getByRole('button', { name: 'Delete Milk' }).click();
      return anna.page.getByRole('dialog');
    };
    await (await askToDelete()).getByRole('button', { name: 'Cancel' }).click();
    await expect(itemRow(anna.page, 'Milk')).toBeVisible();
    await (await askToDelete()).getByRole('button', { name: 'Delete' }).click();
    await expect(itemRow(anna.page, 'Milk')).toHaveCount(0);
    // Confirmed is enough: no bar offers it back, and the other member sees it go at once.
    await expect(undoBar(anna.page)).toBeHidden();
    await expect(itemRow(boris.page, 'Молоко')).toHaveCount(0);
    await expect(itemRow(boris.page, 'Хлеб')).toBeVisible();
    for (const person of [anna, boris]) await person.context.close();
  });
});

test.describe('live presence', () => {
  test('members see who else has the list open and who is shopping, live', async ({ browser, baseURL }) => {
    const anna = await newPerson(browser, baseURL);
    await signedInUser(anna.page, 'anna');
    const list = await createListApi(anna.page, 'Ужин');
    await addGood(anna.page, list.id, 'молоко');
    const boris = await newPerson(browser, baseURL);
    const borisUser = await signedInUser(boris.page, 'boris');
    expect((await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);

    await anna.page.goto(`/lists/${list.id}`);
    // The avatars say it in their name; the members' dialog on the chips.
    const avatars = anna.page.getByRole('button', { name: /^Участники: / });
    const boris_ = borisUser.username;
    await expect(avatars).toHaveAccessibleName(new RegExp(`, ${boris_}$`));

    await boris.page.goto(`/lists/${list.id}`);
    await expect(avatars).toHaveAccessibleName(new RegExp(`, ${boris_} \\(сейчас в списке\\)$`));
    await itemRow(boris.page, 'Молоко').getByRole('checkbox').check();
    await expect(avatars).toHaveAccessibleName(new RegExp(`, ${boris_} \\(в магазине\\)$`));
    // Anna does not see herself marked: she knows she is here.
    await expect(avatars).toHaveAccessibleName(/^Участники: anna_\w+ \(владелец, это вы\), /);
    await avatars.click();
    const borisChip = anna.page
      .getByRole('dialog', { name: 'Участники' })
      .getByRole('listitem')
      .filter({ hasText: boris_ });
    await expect(borisChip).toContainText('в магазине');
    expect(await seriousA11yViolations(anna.page)).toEqual([]);

    await boris.context.close();
    await expect(borisChip).not.toContainText('в магазине');
    await expect(borisChip).not.toContainText('сейчас в списке');
    await anna.page.keyboard.press('Escape');
    await expect(avatars).toHaveAccessibleName(new RegExp(`, ${boris_}$`));
    await anna.context.close();
  });
});
