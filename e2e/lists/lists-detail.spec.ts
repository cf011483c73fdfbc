import { expect, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser } from '../helpers';
import { addContactApi, addGood, createListApi, itemRow, itemsTable, newPerson } from './lists-support';

// Who sees a list and how its owner manages members and items; the list screen in English, on a phone, its reads and
// its accessibility: list-screen.spec.ts.

test.describe('who sees what', () => {
  test('without the link a visitor is sent to sign in, a stranger is told there is no such list', async ({
    browser,
    baseURL,
  }) => {
    const owner = await newPerson(browser, baseURL);
    await signedInUser(owner.page, 'owner');
    const list = await createListApi(owner.page, 'Секретный список');

    const visitor = await newPerson(browser, baseURL);
    await visitor.page.goto(`/lists/${list.id}`);
    await expect(visitor.page).toHaveURL(`/login?next=${encodeURIComponent(`/lists/${list.id}`)}`);
    await expect(visitor.page.getByRole('alert')).toContainText('Войдите в приложение, чтобы продолжить');

    const stranger = await newPerson(browser, baseURL);
    await signedInUser(stranger.page, 'stranger');
    await stranger.page.goto(`/lists/${list.id}`);
    await expect(stranger.page.getByRole('heading', { level: 1, name: 'Список не найден' })).toBeVisible();
    await expect(stranger.page).toHaveTitle('Список не найден — Листок');
    await expect(stranger.page.getByText('Секретный список')).toHaveCount(0);

    await stranger.page.goto(`/lists/${list.id}?ac=wrong-code-1`);
    await expect(stranger.page.getByRole('heading', { level: 1, name: 'Ссылка не подходит' })).toBeVisible();
    await expect(stranger.page.getByRole('alert')).toContainText('Неверный код доступа к списку');
    await stranger.page.getByRole('link', { name: 'Мои списки' }).click();
    await expect(stranger.page).toHaveURL('/lists');

    // With the right code the stranger sees the list and may join, but not change it before joining.
    await stranger.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(stranger.page.getByRole('heading', { level: 1, name: 'Секретный список' })).toBeVisible();
    await expect(stranger.page.getByRole('button', { name: 'Присоединиться' })).toBeVisible();
    await expect(stranger.page.getByRole('combobox', { name: 'Добавить товар' })).toHaveCount(0);
    // The list's menu offers export and the members, but no sharing: the link is for members.
    await stranger.page.getByRole('button', { name: 'Действия со списком' }).click();
    await expect(stranger.page.getByRole('menuitem', { name: 'Копировать текстом' })).toBeVisible();
    await expect(stranger.page.getByRole('menuitem', { name: 'Поделиться…' })).toHaveCount(0);
    await expect(stranger.page.getByRole('menuitem', { name: 'Копировать ссылку' })).toHaveCount(0);
    for (const person of [owner, visitor, stranger]) await person.context.close();
  });
});

test('the owner manages members and items through the dialogs, by keyboard too', async ({ browser, baseURL }) => {
  // Three people sign up (each mailed a confirmation link) and the owner goes through every dialog.
  test.setTimeout(120_000);
  const owner = await newPerson(browser, baseURL);
  const friend = await newPerson(browser, baseURL);
  const page = owner.page;
  const errors = collectConsoleErrors(page);
  const hostUser = await signedInUser(page, 'host');
  const friendUser = await signedInUser(friend.page, 'friend');
  const list = await createListApi(page, 'Праздник');
  await addGood(page, list.id, 'Хлеб белый');
  await addGood(page, list.id, 'Апельсины');

  await page.goto(`/lists/${list.id}`);
  // No contacts yet: the dialog says where to find people.
  const addMember = page.getByRole('button', { name: 'Добавить участника' });
  await addMember.click();
  let dialog = page.getByRole('dialog', { name: 'Добавить участника' });
  await expect(dialog.getByRole('link', { name: 'Перейти к контактам и найти людей' })).toHaveAttribute(
    'href',
    '/contacts',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addMember).toBeFocused();

  // Only contacts who have added the owner back are offered; the others are named, with the advice to send the link.
  const shy = await newPerson(browser, baseURL);
  const shyUser = await signedInUser(shy.page, 'shy');
  await addContactApi(page, friendUser.username);
  await addContactApi(page, shyUser.username);
  const hostId = await addContactApi(friend.page, hostUser.username);
  await addMember.click();
  dialog = page.getByRole('dialog', { name: 'Добавить участника' });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: friendUser.username })).toBeVisible();
  await expect(dialog).toContainText(
    `Пользователь ${shyUser.username} пока не добавил вас в свои контакты. Отправьте ему ссылку на список.`,
  );
  await expect(dialog.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  await dialog.getByText(friendUser.username, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: friendUser.username })).toBeChecked();

  // The friend takes the host out of their contacts meanwhile: the server refuses, and the dialog says why.
  expect((await friend.page.request.post(`/api/user/contact/remove/${hostId}`)).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Пользователь ${friendUser.username} не добавил вас в свои контакты. Вместо этого отправьте ему ссылку на список`,
  );
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog).toContainText(`Пользователи ${friendUser.username} и ${shyUser.username} пока не добавили вас`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await addContactApi(friend.page, hostUser.username);
  await addMember.click();
  dialog = page.getByRole('dialog', { name: 'Добавить участника' });
  await dialog.getByText(friendUser.username, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: friendUser.username })).toBeChecked();
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
  // The avatars name the members; a tap shows them as chips, where the owner removes one.
  const avatars = page.getByRole('button', { name: /^Участники: / });
  await expect(avatars).toHaveAccessibleName(
    `Участники: ${hostUser.username} (владелец, это вы), ${friendUser.username}`,
  );
  await avatars.click();
  const members = page.getByRole('dialog', { name: 'Участники' });
  const chip = members.getByRole('listitem').filter({ hasText: friendUser.username });
  await expect(chip).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: '(владелец)' })).toContainText('(это вы)');

  // The friend now has the list among theirs.
  await friend.page.goto('/lists');
  await expect(friend.page.getByRole('link', { name: 'Праздник' })).toBeVisible();

  await members.getByRole('button', { name: `Исключить ${friendUser.username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Исключить участника?' });
  await expect(dialog).toContainText(`${friendUser.username} больше не сможет видеть и изменять этот список.`);
  await dialog.getByRole('button', { name: 'Нет' }).click();
  await expect(chip).toBeVisible();
  await members.getByRole('button', { name: `Исключить ${friendUser.username}` }).click();
  await page.getByRole('dialog', { name: 'Исключить участника?' }).getByRole('button', { name: 'Да' }).click();
  await expect(chip).toHaveCount(0);
  await expect(members.getByRole('list', { name: 'Участники' })).toBeFocused();
  await members.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(members).toBeHidden();
  await expect(avatars).toBeFocused();
  await expect(avatars).toHaveAccessibleName(`Участники: ${hostUser.username} (владелец, это вы)`);

  // Sorting the items by name, both ways.
  const names = () => itemsTable(page).locator('tbody tr td:nth-child(2) label').allInnerTexts();
  await expect.poll(names).toEqual(['Хлеб белый', 'Апельсины']);
  await page.getByRole('button', { name: 'Товар', exact: true }).click();
  await expect.poll(names).toEqual(['Апельсины', 'Хлеб белый']);
  await page.getByRole('button', { name: 'Товар', exact: true }).click();
  await expect.poll(names).toEqual(['Хлеб белый', 'Апельсины']);

  // The edit dialog by keyboard: typing a decimal, the rule of three decimals, Enter saves.
  const edit = itemRow(page, 'Апельсины').getByRole('button', { name: 'Изменить Апельсины' }).filter({ visible: true });
  await edit.focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Изменить «Апельсины»' });
  const amount = dialog.getByLabel('Количество');
  await amount.fill('1,2345');
  await amount.press('Enter');
  await expect(dialog.getByText('Не более трёх знаков после запятой')).toBeVisible();
  await amount.fill('0,5');
  await dialog.getByRole('button', { name: 'Уменьшить на 1' }).click();
  await expect(amount).toHaveValue('0');
  await amount.fill('2,5');
  await dialog.getByLabel('Единица измерения').selectOption({ label: 'шт' });
  // The item's own note shows under its name.
  await dialog.getByLabel('Заметка (необязательно)').fill('  крупные, без косточек ');
  await amount.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(itemRow(page, 'Апельсины')).toContainText('2,5 шт');
  await expect(itemRow(page, 'Апельсины')).toContainText('крупные, без косточек');
  await expect(edit).toBeFocused();

  // A completed item cannot be edited or deleted; it only offers its price.
  await page.getByRole('checkbox', { name: 'Отметить Хлеб белый' }).check();
  await expect(itemRow(page, 'Хлеб белый').getByRole('button')).toHaveCount(1);
  await expect(itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Указать цену: Хлеб белый' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Отметить Хлеб белый' }).uncheck();
  await expect(itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Удалить Хлеб белый' })).toBeVisible();

  // Deleting asks first.
  await itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Удалить Хлеб белый' }).click();
  dialog = page.getByRole('dialog', { name: 'Удалить товар?' });
  await expect(dialog).toContainText('Товар «Хлеб белый» будет удалён из списка.');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(itemRow(page, 'Хлеб белый')).toBeVisible();
  await itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Удалить Хлеб белый' }).click();
  await page.getByRole('dialog', { name: 'Удалить товар?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(itemRow(page, 'Хлеб белый')).toHaveCount(0);
  // The trash button is gone with its row: the focus lands on the list's goods, not on the page's start.
  await expect(page.getByRole('heading', { level: 2, name: 'Товары' })).toBeFocused();
  await expect(itemsTable(page).locator('tbody tr')).toHaveCount(1);
  await page.reload();
  await expect(itemsTable(page).locator('tbody tr')).toHaveCount(1);

  expect(errors).toEqual([]);
  await owner.context.close();
  await friend.context.close();
  await shy.context.close();
});
