import { expect, test } from '@playwright/test';
import { collectConsoleErrors, registerUser, signedInUser, uniqueUser } from '../helpers';
import { createListApi, itemRow, itemsTable, newPerson } from './lists-support';

test.describe('My lists', () => {
  test('the create field follows the list-name rule, Enter creates, and the new list opens at once', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signedInUser(page, 'maker');
    await page.goto('/lists');
    await expect(page).toHaveTitle('Мои списки — Листок');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои списки' })).toBeVisible();
    await expect(
      page.getByText(
        'У вас нет активных списков. Создайте новый (или восстановите завершённый) и начните добавлять в него товары.',
      ),
    ).toBeVisible();

    const name = page.getByLabel('Название нового списка');
    const create = page.getByRole('button', { name: 'Создать список' });
    await expect(create).toBeDisabled();
    await name.fill('   ');
    await expect(create).toBeDisabled();
    await name.fill('я'.repeat(257));
    await expect(create).toBeDisabled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Название — от 1 до 256 символов')).toBeVisible();

    await name.fill('Продукты на неделю');
    await expect(create).toBeEnabled();
    await name.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Список «Продукты на неделю» создан' })).toBeVisible();
    await expect(page).toHaveURL(/\/lists\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Продукты на неделю' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Добавить товар' })).toBeVisible();

    // Back on My lists, the field is empty again and the list is there.
    await page.goBack();
    await expect(name).toHaveValue('');
    await expect(create).toBeDisabled();
    const table = page.getByRole('table', { name: 'Активные списки' });
    await expect(table.getByRole('link', { name: 'Продукты на неделю' })).toBeVisible();

    await name.fill('Дача');
    await create.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Дача' })).toBeVisible();
    await page.getByRole('link', { name: 'Мои списки' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    // Newest first by default.
    await expect(table.getByRole('row').nth(1)).toContainText('Дача');
    expect(errors).toEqual([]);
  });

  test('tabs split active and finished lists, headers sort both ways, a row opens the list', async ({ page }) => {
    await signedInUser(page, 'sorter');
    for (const name of ['Бакалея', 'Аптека', 'Вода']) await createListApi(page, name);
    const finished = await createListApi(page, 'Старый ремонт');
    expect((await page.request.patch(`/api/list/${finished.id}/close`)).status()).toBe(200);

    await page.goto('/lists');
    const active = page.getByRole('table', { name: 'Активные списки' });
    const names = () => active.getByRole('row').locator('td:nth-child(2) a').allInnerTexts();
    await expect(active.getByRole('row')).toHaveCount(4);
    expect(await names()).toEqual(['Вода', 'Аптека', 'Бакалея']);
    await expect(page.getByRole('columnheader', { name: 'Создан' })).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('button', { name: 'Название' }).click();
    await expect(page.getByRole('columnheader', { name: 'Название' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(names).toEqual(['Аптека', 'Бакалея', 'Вода']);
    await expect(page.getByRole('columnheader', { name: 'Создан' })).not.toHaveAttribute('aria-sort');
    await page.getByRole('button', { name: 'Название' }).click();
    await expect(page.getByRole('columnheader', { name: 'Название' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(names).toEqual(['Вода', 'Бакалея', 'Аптека']);
    // The order survives a reload: it is kept in the address.
    await page.reload();
    await expect.poll(names).toEqual(['Вода', 'Бакалея', 'Аптека']);

    await page.getByRole('tab', { name: 'Завершённые' }).click();
    await expect(page.getByRole('tab', { name: 'Завершённые' })).toHaveAttribute('aria-selected', 'true');
    const done = page.getByRole('table', { name: 'Завершённые списки' });
    await expect(done.getByRole('row')).toHaveCount(2);
    await expect(done.getByRole('link', { name: 'Старый ремонт' })).toBeVisible();
    await expect(page.getByText('Вода')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Активные' }).click();
    // A click anywhere on the row (but its menu) opens the list, whose name shows at once.
    await active.getByRole('row').filter({ hasText: 'Аптека' }).locator('time').first().click();
    await expect(page).toHaveURL(/\/lists\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Аптека' })).toBeVisible();
    await expect(page).toHaveTitle('Аптека — Листок');
    await page.goBack();
    // Enter on the focused link opens it too.
    await active.getByRole('link', { name: 'Бакалея' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Бакалея' })).toBeVisible();
  });

  test('the pager shows with more than one page and moves between pages', async ({ page }) => {
    await signedInUser(page, 'pager');
    for (let i = 1; i <= 22; i += 1) await createListApi(page, `Список ${String(i).padStart(2, '0')}`);
    await page.goto('/lists');
    const pager = page.getByRole('navigation', { name: 'Страницы' });
    const table = page.getByRole('table', { name: 'Активные списки' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(pager.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Страница 2' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('Список 02');
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('21');
    await expect(pager.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Предыдущая страница' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Список 22');

    // Finished lists fit on one page: no pager.
    await page.getByRole('tab', { name: 'Завершённые' }).click();
    await expect(page.getByText('Завершённых списков нет.', { exact: false })).toBeVisible();
    await expect(pager).toHaveCount(0);
  });
});

test('two people keep one list together, live', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const anna = await newPerson(browser, baseURL);
  const boris = await newPerson(browser, baseURL);
  const a = anna.page;
  const b = boris.page;
  const aErrors = collectConsoleErrors(a);
  const bErrors = collectConsoleErrors(b);
  await signedInUser(a, 'anna');

  // Anna creates a list: it opens at once.
  await a.goto('/lists');
  await a.getByLabel('Название нового списка').fill('Дача на выходные');
  await a.getByRole('button', { name: 'Создать список' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Дача на выходные' })).toBeVisible();
  await expect(a).toHaveTitle('Дача на выходные — Листок');

  // A good from the catalogue, picked with the mouse...
  const search = a.getByRole('combobox', { name: 'Добавить товар' });
  await search.fill('молок');
  await a.getByRole('option', { name: 'Молоко', exact: true }).click();
  await expect(itemRow(a, 'Молоко')).toBeVisible();
  await expect(a.getByRole('status').filter({ hasText: 'Добавлено в список: «Молоко»' })).toBeVisible();
  await expect(search).toHaveValue('');
  // ...and one with the keyboard only: the first suggestion is highlighted, and Enter adds it. The mouse leaves the
  // dropdown's place first: a list drawn under a resting pointer has the row under it highlighted, and Enter takes that.
  await a.mouse.move(0, 0);
  await search.pressSequentially('Помидоры');
  await expect(a.getByRole('option').first()).toHaveAccessibleName('Помидоры');
  await search.press('Enter');
  await expect(itemRow(a, 'Помидоры')).toBeVisible();

  // A new product: no suggestion has its name, so Enter opens the new-product dialog with the name filled in.
  const newName = `Квас Петровича ${Date.now().toString(36)}`;
  await search.fill(newName);
  // Enter with nothing matching opens the dialog too (the create row itself: add-enter.component.test.tsx).
  await search.press('Enter');
  const productDialog = a.getByRole('dialog', { name: 'Новый товар' });
  await expect(productDialog.getByLabel('Название *')).toHaveValue(newName);
  await productDialog.getByLabel(/Ссылка/).fill('https://shop.example/kvas и ещё');
  await productDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(productDialog.getByText('Ссылка не может содержать пробелы')).toBeVisible();
  await productDialog.getByLabel(/Ссылка/).fill('https://shop.example/kvas');
  await productDialog.getByLabel(/Подробности/).fill('Хлебный, 1,5 л');
  await productDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(productDialog).toBeHidden();
  await expect(itemRow(a, newName)).toContainText('Хлебный, 1,5 л');
  await expect(search).toBeFocused();

  // The same good again: the server's warning, and nothing is added.
  await search.fill('молоко');
  await expect(a.getByRole('listbox', { name: 'Подсказки' })).toBeVisible();
  await a.getByRole('option', { name: 'Молоко', exact: true }).click();
  await expect(a.getByText('Товар МОЛОКО уже есть в списке, вы можете его изменить')).toBeVisible();
  await expect(itemsTable(a).getByRole('row')).toHaveCount(4);

  // The amount with + and −.
  await itemRow(a, 'Молоко').getByRole('button', { name: 'Изменить Молоко' }).filter({ visible: true }).click();
  const editDialog = a.getByRole('dialog', { name: 'Изменить «Молоко»' });
  const amount = editDialog.getByLabel('Количество');
  await expect(amount).toHaveValue('1');
  await editDialog.getByRole('button', { name: 'Увеличить на 1' }).click();
  await editDialog.getByRole('button', { name: 'Увеличить на 1' }).click();
  await expect(amount).toHaveValue('3');
  await editDialog.getByRole('button', { name: 'Уменьшить на 1' }).click();
  await expect(amount).toHaveValue('2');
  await editDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editDialog).toBeHidden();
  await expect(itemRow(a, 'Молоко')).toContainText('2 л');

  // The private link: shown to members when they share the list, copied by the button.
  const listMenu = a.getByRole('button', { name: 'Действия со списком' });
  await listMenu.click();
  await a.getByRole('menuitem', { name: 'Поделиться…' }).click();
  const share = a.getByRole('dialog', { name: 'Поделиться списком' });
  const link = await share.getByLabel('Ссылка на список').inputValue();
  expect(link).toMatch(/\/lists\/\d+\?ac=[\w-]{12}$/);
  await expect(share.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Список «Дача на выходные» в Листке:')}`,
  );
  await share.getByRole('button', { name: 'Копировать ссылку' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Ссылка скопирована' })).toBeVisible();
  expect(await a.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
  await a.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(listMenu).toBeFocused();

  // Boris opens the link without an account: the list, read-only.
  await b.goto(link);
  await expect(b.getByRole('heading', { level: 1, name: 'Дача на выходные' })).toBeVisible();
  await expect(itemRow(b, 'Молоко')).toContainText('2 л');
  await expect(b.getByText(/Вы смотрите список по ссылке/)).toBeVisible();
  await expect(b.getByRole('combobox', { name: 'Добавить товар' })).toHaveCount(0);
  await expect(b.getByRole('checkbox')).toHaveCount(0);
  await expect(b.getByRole('button', { name: /^(Изменить|Удалить)/ })).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Присоединиться' })).toHaveCount(0);
  await expect(b.getByLabel('Ссылка на список')).toHaveCount(0);

  // Boris, who has an account, signs in from the hint and is brought back to the list, where he joins.
  const borisAccount = await registerUser(request, uniqueUser('boris'));
  const listPath = `${new URL(link).pathname}${new URL(link).search}`;
  const hint = b.getByRole('main');
  await expect(hint.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
    'href',
    `/signup?next=${encodeURIComponent(listPath)}`,
  );
  await hint.getByRole('link', { name: 'Войти' }).click();
  await expect(b).toHaveURL(`/login?next=${encodeURIComponent(listPath)}`);
  await b.getByLabel('Email или никнейм').fill(borisAccount.username);
  await b.getByLabel('Пароль', { exact: true }).fill(borisAccount.password);
  await b.getByRole('button', { name: 'Войти' }).click();
  await expect(b).toHaveURL(listPath);
  await expect(b.getByRole('heading', { level: 1, name: 'Дача на выходные' })).toBeVisible();
  await b.getByRole('button', { name: 'Присоединиться' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Вы присоединились к списку' })).toBeVisible();
  await expect(b.getByRole('combobox', { name: 'Добавить товар' })).toBeVisible();
  // Anna sees the new member without reloading.
  const members = a.getByRole('button', { name: /^Участники: / });
  await expect(members).toHaveAccessibleName(/, boris_\w+( \(.+\))?$/);

  // Anna marks the milk; Boris's screen shows it marked without a reload.
  await a.getByRole('checkbox', { name: 'Отметить Молоко' }).check();
  await expect(b.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeChecked();
  await expect(b.getByText('Куплено 1 из 3')).toBeVisible();

  // Boris adds a good; Anna sees it.
  const borisSearch = b.getByRole('combobox', { name: 'Добавить товар' });
  await borisSearch.fill('Сыр Гауда');
  await b.getByRole('option', { name: 'Сыр Гауда', exact: true }).click();
  await expect(itemRow(a, 'Сыр Гауда')).toBeVisible();

  // Anna closes the list (after confirming); Boris sees it ended.
  await listMenu.click();
  await a.getByRole('menuitem', { name: 'Завершить список' }).click();
  const closeDialog = a.getByRole('dialog', { name: 'Завершить список?' });
  await expect(closeDialog).toContainText('Все товары в списке будут отмечены');
  await closeDialog.getByRole('button', { name: 'Да' }).click();
  const ended = 'Этот список завершён. Создайте новый или восстановите этот.';
  await expect(a.getByText(ended)).toBeVisible();
  await expect(listMenu).toBeFocused();
  // Only the owner can restore it: Boris is told who ended it, with nothing to restore it by.
  const endedByOwner = 'Этот список завершён владельцем. Восстановить его может только он.';
  await expect(b.getByText(endedByOwner)).toBeVisible();
  await expect(b.getByText(ended)).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Восстановить список' })).toHaveCount(0);
  await expect(b.getByRole('combobox', { name: 'Добавить товар' })).toHaveCount(0);
  await expect(b.getByText('Куплено 4 из 4')).toBeVisible();

  // Anna recovers it, from the notice; Boris can add again.
  await a.getByRole('button', { name: 'Восстановить список' }).click();
  await a.getByRole('dialog', { name: 'Восстановить список?' }).getByRole('button', { name: 'Да' }).click();
  await expect(b.getByRole('combobox', { name: 'Добавить товар' })).toBeVisible();
  await expect(b.getByText(endedByOwner)).toHaveCount(0);
  await expect(listMenu).toBeFocused();
  await expect(b.getByRole('checkbox', { name: 'Отметить Молоко' })).not.toBeChecked();

  // Boris leaves and is back on My lists; Anna's member row follows.
  await b.getByRole('button', { name: 'Действия со списком' }).click();
  await b.getByRole('menuitem', { name: 'Выйти из списка' }).click();
  await b.getByRole('dialog', { name: 'Выйти из списка?' }).getByRole('button', { name: 'Да' }).click();
  await expect(b).toHaveURL('/lists');
  await expect(b.getByRole('status').filter({ hasText: 'Вы вышли из списка «Дача на выходные»' })).toBeVisible();
  await expect(members).not.toHaveAccessibleName(/boris_/);

  expect([...aErrors, ...bErrors]).toEqual([]);
  await anna.context.close();
  await boris.context.close();
});
