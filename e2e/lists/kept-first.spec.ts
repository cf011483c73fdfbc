import { expect, type Page, type Route, test } from '@playwright/test';
import { signedInUser } from '../helpers';
import { addGood, createListApi, itemRow } from './lists-support';

// Screens that never wait (issue 51): after a restart, My lists and a list show the copy kept on the phone at once,
// and the server's answers only update them.

/** How many answers the app keeps on the device (IndexedDB `listok`), without ever creating its database. */
const keptAnswers = (page: Page) =>
  page.evaluate<number>(`(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'listok')) return 0;
    return new Promise((resolve) => {
      const open = indexedDB.open('listok');
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('queries')) return resolve(0);
        const count = database.transaction('queries').objectStore('queries').count();
        count.onsuccess = () => {
          resolve(count.result);
          database.close();
        };
      };
    });
  })()`);

test('after a restart, My lists and a list show the copy kept on the phone before the server answers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInUser(page, 'kept');
  const list = await createListApi(page, 'Дача');
  await addGood(page, list.id, 'Молоко');
  await addGood(page, list.id, 'Хлеб');
  await page.goto('/lists');
  await expect(page.getByRole('link', { name: 'Дача' })).toBeVisible();
  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, 'Хлеб')).toBeVisible();
  // My lists, the list's header and its items are kept.
  await expect.poll(() => keptAnswers(page)).toBeGreaterThanOrEqual(3);

  // The server becomes slow: every answer of the API to the page is held. Another phone adds a good meanwhile (the
  // test's own requests are not held; the page hears of the good, and its read of the items waits).
  const held: Route[] = [];
  await page.route('**/api/**', (route) => {
    held.push(route);
  });
  // The page starts from the app's own shell (as the service worker gives it), not from the server's drawing of the
  // list, which would carry the server's answers with it.
  const shell = await (await page.request.get('/index.html')).text();
  await page.route(`**/lists/${list.id}`, (route) => route.fulfill({ body: shell, contentType: 'text/html' }));
  await addGood(page, list.id, 'Сыр');
  await page.reload();
  await expect(itemRow(page, 'Хлеб')).toBeVisible();
  await expect(itemRow(page, 'Молоко')).toBeVisible();
  await expect(itemRow(page, 'Сыр')).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Дача' })).toBeVisible();

  // The server answers: the screens follow it.
  await page.unroute('**/api/**');
  // (Those of the page left by going back were dropped with it.)
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await page.goForward();
  await expect(itemRow(page, 'Сыр')).toBeVisible();
});

/** How many answers the app keeps on the device for the user (the `user` index of IndexedDB `listok`). */
const keptFor = (page: Page, username: string) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const open = indexedDB.open('listok');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const database = open.result;
      const count = database.transaction('queries').objectStore('queries').index('user').count(${JSON.stringify(username)});
      count.onsuccess = () => {
        resolve(count.result);
        database.close();
      };
    };
  })`);

test('a phone someone else signs in on keeps only their answers, not the last user’s', async ({ page }) => {
  const first = await signedInUser(page, 'kept_first');
  const list = await createListApi(page, 'Чужой список');
  await addGood(page, list.id, 'Молоко');
  await page.goto(`/lists/${list.id}`);
  await expect(itemRow(page, 'Молоко')).toBeVisible();
  await expect.poll(() => keptFor(page, first.username)).toBeGreaterThanOrEqual(2);

  // The session ends without signing out (it expired); someone else signs in on the same phone.
  await page.context().clearCookies();
  const second = await signedInUser(page, 'kept_second');
  await createListApi(page, 'Свой список');
  await page.goto('/lists');
  await expect(page.getByRole('link', { name: 'Свой список' })).toBeVisible();
  await expect.poll(() => keptFor(page, second.username)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => keptFor(page, first.username)).toBe(0);
});

test('My lists loads the list screen’s code while idle', async ({ page }) => {
  await signedInUser(page, 'ahead');
  await createListApi(page, 'Заранее');
  const listCode = page.waitForRequest((request) => /\/assets\/list-route-[^/]+\.js$/.test(request.url()));
  await page.goto('/lists');
  await expect(page.getByRole('link', { name: 'Заранее' })).toBeVisible();
  // Before any tap: the screen opened next from here.
  await listCode;
  await page.getByRole('link', { name: 'Заранее' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заранее' })).toBeVisible();
});
