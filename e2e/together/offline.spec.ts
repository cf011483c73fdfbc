import { expect, test } from '@playwright/test';
import { seriousA11yViolations, signedInName, signedInUser } from '../helpers';
import { addGood, createListApi, itemRow, newPerson } from '../lists/lists-support';
import { annaWithAList, itemsOf, openReadyForOffline, refusedKept, unsent } from './offline-support';

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 90_000 });

test('changes made offline survive a reload and a closed tab, and reach the other member exactly once', async ({
  browser,
  baseURL,
}) => {
  const anna = await newPerson(browser, baseURL);
  const boris = await newPerson(browser, baseURL);
  const a = anna.page;
  const annaUser = await signedInUser(a, 'anna');
  await signedInUser(boris.page, 'boris');
  const list = await createListApi(a, 'Магазин без связи');
  for (const good of ['Молоко', 'Хлеб белый', 'Апельсины']) await addGood(a, list.id, good);
  const join = await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`);
  expect(join.status()).toBe(200);

  await a.goto('/lists');
  await expect(a.getByRole('link', { name: 'Магазин без связи' })).toBeVisible();
  await openReadyForOffline(a, list.id, 'Магазин без связи');
  // A search made with signal leaves its suggestions for the offline search.
  await a.getByRole('combobox', { name: 'Добавить товар' }).fill('Сыр Гауда');
  await expect(a.getByRole('option', { name: 'Сыр Гауда', exact: true })).toBeVisible();
  await a.keyboard.press('Escape');
  await a.getByRole('combobox', { name: 'Добавить товар' }).fill('');
  await boris.page.goto(`/lists/${list.id}`);
  await expect(itemRow(boris.page, 'Молоко')).toBeVisible();

  // In the shop: no signal, and the page is reloaded. The list is there, read from the device.
  await anna.context.setOffline(true);
  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: 'Магазин без связи' })).toBeVisible();
  const noSignal = a.getByRole('status').filter({ hasText: 'Нет сети.' });
  await expect(noSignal).toBeVisible();
  // How old what it shows may be: the server's last answer, a moment ago (today: its time only).
  await expect(noSignal).toContainText(/Последняя связь с сервером: \d{1,2}:\d{2}\./);
  await expect(itemRow(a, 'Апельсины')).toBeVisible();
  // Still signed in, from the kept menu.
  await expect(signedInName(a, annaUser.username)).toBeVisible();

  await a.getByRole('checkbox', { name: 'Отметить Молоко' }).check();
  await a.getByRole('checkbox', { name: 'Отметить Хлеб белый' }).check();
  const search = a.getByRole('combobox', { name: 'Добавить товар' });
  // A good of the catalogue never searched for on this device is found in the names it keeps.
  await search.fill('гречк');
  await expect(a.getByRole('option', { name: 'Гречка', exact: true })).toBeVisible();
  await search.fill('гауд');
  await a.getByRole('option', { name: 'Сыр Гауда', exact: true }).click();
  await expect(itemRow(a, 'Сыр Гауда')).toBeVisible();
  await itemRow(a, 'Апельсины').getByRole('button', { name: 'Изменить Апельсины' }).filter({ visible: true }).click();
  const dialog = a.getByRole('dialog', { name: 'Изменить «Апельсины»' });
  await dialog.getByLabel('Количество').fill('3');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  await expect(unsent(a)).toContainText('4 изменения ждут сети');
  for (const name of ['Молоко', 'Хлеб белый', 'Сыр Гауда', 'Апельсины'])
    await expect(itemRow(a, name).getByText('ещё не отправлено')).toBeVisible();
  await expect(itemRow(a, 'Апельсины')).toContainText('3');
  expect(await seriousA11yViolations(a)).toEqual([]);
  // Nothing reached the server, so Boris sees the list as it was.
  await expect(boris.page.getByRole('checkbox', { name: 'Отметить Молоко' })).not.toBeChecked();

  // The tab is closed and opened again, still without signal: the changes wait.
  await a.close();
  const again = await anna.context.newPage();
  await again.goto(`/lists/${list.id}`);
  await expect(unsent(again)).toContainText('4 изменения ждут сети');
  await expect(again.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeChecked();
  // My lists reads offline too, and back on the list the changes still wait.
  await again.getByRole('link', { name: 'Мои списки' }).click();
  await expect(again.getByRole('link', { name: 'Магазин без связи' })).toBeVisible();
  await expect(unsent(again)).toContainText('4 изменения ждут сети');
  await again.getByRole('link', { name: 'Магазин без связи' }).click();
  await expect(itemRow(again, 'Сыр Гауда')).toBeVisible();

  // Signal is back: the queue is sent, and Boris's screen follows without a reload.
  await anna.context.setOffline(false);
  await expect(unsent(again)).toHaveCount(0, { timeout: 15_000 });
  await expect(again.getByText('ещё не отправлено')).toHaveCount(0);
  const b = boris.page;
  await expect(b.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeChecked();
  await expect(b.getByRole('checkbox', { name: 'Отметить Хлеб белый' })).toBeChecked();
  await expect(itemRow(b, 'Сыр Гауда')).toHaveCount(1);
  await expect(itemRow(b, 'Апельсины')).toContainText('3');
  await expect(b.getByText('Куплено 2 из 4')).toBeVisible();

  // Exactly those changes, once each.
  const items = await itemsOf(b, list.id);
  expect(items.map((i) => [i.name, i.completed, i.amount])).toEqual([
    ['Молоко', true, 1],
    ['Хлеб белый', true, 1],
    ['Апельсины', false, 3],
    ['Сыр Гауда', false, 1],
  ]);
  await anna.context.close();
  await boris.context.close();
});

test('two members change the same item offline: the amount of one, the link and the tick of the other all stay', async ({
  browser,
  baseURL,
}) => {
  const anna = await newPerson(browser, baseURL);
  const boris = await newPerson(browser, baseURL, 'en');
  const a = anna.page;
  const b = boris.page;
  await signedInUser(a, 'anna');
  await signedInUser(b, 'boris');
  const list = await createListApi(a, 'Общий список');
  await addGood(a, list.id, 'Молоко');
  const bread = await addGood(a, list.id, 'Хлеб белый');
  expect((await b.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);

  await openReadyForOffline(a, list.id, 'Общий список');
  await openReadyForOffline(b, list.id, 'Общий список');
  await anna.context.setOffline(true);
  await boris.context.setOffline(true);

  // Anna raises the amount of milk.
  await itemRow(a, 'Молоко').getByRole('button', { name: 'Изменить Молоко' }).filter({ visible: true }).click();
  const annaDialog = a.getByRole('dialog', { name: 'Изменить «Молоко»' });
  await annaDialog.getByLabel('Количество').fill('3');
  await annaDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(itemRow(a, 'Молоко')).toContainText('3 л');
  // Anna also ticks the bread, which Boris deletes meanwhile.
  await a.getByRole('checkbox', { name: 'Отметить Хлеб белый' }).check();

  // Boris, in English, adds a link to the milk and then buys it.
  await itemRow(b, 'Milk').getByRole('button', { name: 'Edit Milk' }).filter({ visible: true }).click();
  const borisDialog = b.getByRole('dialog', { name: 'Edit “Milk”' });
  await borisDialog.getByLabel(/Link/).fill('shop.example/milk');
  await borisDialog.getByRole('button', { name: 'Save' }).click();
  await b.getByRole('checkbox', { name: 'Mark Milk' }).check();
  await expect(b.getByRole('status').filter({ hasText: '2 changes waiting for the network' })).toBeVisible();

  // Boris gets signal first and deletes the bread with signal; then Anna gets hers.
  await boris.context.setOffline(false);
  await expect(unsent(b)).toHaveCount(0, { timeout: 15_000 });
  expect((await b.request.post(`/api/list/${list.id}/remove/${bread.id}`)).status()).toBe(200);
  await anna.context.setOffline(false);
  await expect(unsent(a)).toHaveCount(0, { timeout: 15_000 });

  // Per field: Anna's amount, Boris's link and tick.
  const [milk, ...rest] = await itemsOf(a, list.id);
  expect(rest).toEqual([]);
  expect(milk).toMatchObject({ name: 'Молоко', amount: 3, link: 'shop.example/milk', completed: true });
  await expect(a.getByRole('checkbox', { name: 'Отметить Молоко' })).toBeChecked();
  await expect(itemRow(a, 'Молоко')).toContainText('3 л');
  await expect(b.getByRole('checkbox', { name: 'Mark Milk' })).toBeChecked();
  await expect(itemRow(b, 'Milk')).toContainText('3 l');

  // Anna's tick of the deleted bread could not be kept: she is told, not left guessing.
  const notice = a.getByRole('alert').filter({ hasText: 'Сервер не принял изменение, сделанное без сети' });
  await expect(notice).toContainText('«Хлеб белый» · отметка: товара уже нет в списке');
  expect(await seriousA11yViolations(a)).toEqual([]);
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
  // Forgotten on the device too (IndexedDB writes are asynchronous), before the page goes.
  await expect.poll(() => refusedKept(a)).toBe(0);
  await a.reload();
  await expect(itemRow(a, 'Молоко')).toBeVisible();
  await expect(a.getByRole('alert').filter({ hasText: 'Сервер не принял' })).toHaveCount(0);
  await anna.context.close();
  await boris.context.close();
});

test('a list the device has not seen waits for the network without it, and loads by itself when it is back', async ({
  browser,
  baseURL,
}) => {
  const { anna, a, opened } = await annaWithAList(browser, baseURL);
  await openReadyForOffline(a, opened.id, 'Открытый раньше');

  // In the shop, without signal, a list made meanwhile elsewhere (the API's own requests are not cut off): nothing
  // kept of it, so the screen says why and that it will come.
  await anna.context.setOffline(true);
  const never = await createListApi(a, 'Ни разу не открытый');
  await addGood(a, never.id, 'Молоко');
  await a.goto(`/lists/${never.id}`);
  await expect(a.getByRole('heading', { level: 1, name: 'Нет связи' })).toBeVisible({ timeout: 15_000 });
  await expect(a.getByText('Он загрузится сам, как только связь вернётся.')).toBeVisible();
  const noConnection = a.getByRole('alert').filter({ hasText: 'Нет связи с сервером' });
  await expect(noConnection).toBeVisible();
  expect(await seriousA11yViolations(a)).toEqual([]);

  // Signal is back: the list loads without a tap, and the error bar's "no connection" is over.
  await anna.context.setOffline(false);
  await expect(a.getByRole('heading', { level: 1, name: 'Ни разу не открытый' })).toBeVisible({ timeout: 15_000 });
  await expect(itemRow(a, 'Молоко')).toBeVisible();
  await expect(noConnection).toHaveCount(0);
  await anna.context.close();
});

test('without signal the members show no presence: what the device last heard may be long gone', async ({
  browser,
  baseURL,
}) => {
  const anna = await newPerson(browser, baseURL);
  const boris = await newPerson(browser, baseURL);
  const a = anna.page;
  await signedInUser(a, 'anna');
  const borisUser = await signedInUser(boris.page, 'boris');
  const list = await createListApi(a, 'Вместе');
  await addGood(a, list.id, 'Молоко');
  expect((await boris.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
  await openReadyForOffline(a, list.id, 'Вместе');
  await boris.page.goto(`/lists/${list.id}`);
  await expect(itemRow(boris.page, 'Молоко')).toBeVisible();

  const avatars = a.getByRole('button', { name: /^Участники: / });
  await expect(avatars).toHaveAccessibleName(new RegExp(`, ${borisUser.username} \\(сейчас в списке\\)$`));
  await anna.context.setOffline(true);
  await expect(a.getByRole('status').filter({ hasText: 'Нет сети.' })).toBeVisible();
  await expect(avatars).toHaveAccessibleName(new RegExp(`, ${borisUser.username}$`));
  await avatars.click();
  const chip = a
    .getByRole('dialog', { name: 'Участники' })
    .getByRole('listitem')
    .filter({ hasText: borisUser.username });
  await expect(chip).toBeVisible();
  await expect(chip).not.toContainText('сейчас в списке');
  await a.keyboard.press('Escape');

  // Back online, the presence is heard again.
  await anna.context.setOffline(false);
  await expect(avatars).toHaveAccessibleName(new RegExp(`, ${borisUser.username} \\(сейчас в списке\\)$`), {
    timeout: 15_000,
  });
  await anna.context.close();
  await boris.context.close();
});
