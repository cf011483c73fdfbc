import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations } from '../helpers';
import {
  addContactApi,
  addGood,
  createListApi,
  itemRow,
  itemsTable,
  newPerson,
  seriousA11yViolationsWithSuggestionsOpen,
  signedInUser,
} from './lists-support';

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
  test.setTimeout(60_000);
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

  // A completed item cannot be edited or deleted.
  await page.getByRole('checkbox', { name: 'Отметить Хлеб белый' }).check();
  await expect(itemRow(page, 'Хлеб белый').getByRole('button')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Отметить Хлеб белый' }).uncheck();
  await expect(itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Удалить Хлеб белый' })).toBeVisible();

  // Deleting asks first.
  await itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Удалить Хлеб белый' }).click();
  dialog = page.getByRole('dialog', { name: 'Удалить товар?' });
  await expect(dialog).toContainText('Товар «Хлеб белый» будет удалён из списка.');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(itemRow(page, 'Хлеб белый')).toBeVisible();
  await itemRow(page, 'Хлеб белый').getByRole('button', { name: 'Удалить Хлеб белый' }).click();
  await page.getByRole('dialog', { name: 'Удалить товар?' }).getByRole('button', { name: 'Да' }).click();
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
  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, 'Молоко')).toBeVisible();
  // The first read, and the read when the list's push stream opens; a window that gains the focus reads again too.
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(() => itemReads).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(500);
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
  test.setTimeout(60_000);
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
