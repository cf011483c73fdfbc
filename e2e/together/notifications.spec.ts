import { expect, type Page, test } from '@playwright/test';
import { header, signedInUser } from '../helpers';
import { createListApi, newPerson } from '../lists/lists-support';
import {
  deliverToServiceWorker,
  type PushService,
  shownNotifications,
  startPushService,
  type TestSubscription,
  usePushService,
} from './push-support';

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 90_000 });

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(async () => {
  await push?.close();
});

const texts = {
  ru: { switch: 'Получать уведомления', list: 'Дача', good: 'Молоко фермерское', added: /добавлено/ },
  en: { switch: 'Get notifications', list: 'Cottage', good: 'Farm milk', added: /added/ },
};

/** The owner's browser in `lang`, notifications allowed, its push service the local one; a list with a member. */
async function ownerWithMember(
  browser: Parameters<typeof newPerson>[0],
  baseURL: string | undefined,
  lang: 'ru' | 'en',
) {
  const owner = await newPerson(browser, baseURL, lang);
  await owner.context.grantPermissions(['notifications']);
  const subscription = push.subscription();
  await usePushService(owner.context, subscription);
  await signedInUser(owner.page, 'owner');
  const list = await createListApi(owner.page, texts[lang].list);
  const member = await newPerson(browser, baseURL, lang);
  const memberUser = await signedInUser(member.page, 'member');
  expect((await member.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);
  return { owner, subscription, list, member: member.page, memberUser };
}

/** Turns notifications on in Settings, as a user does. */
async function turnOnInSettings(page: Page, lang: 'ru' | 'en') {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: texts[lang].switch });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await page.getByText(texts[lang].switch, { exact: true }).click();
  await expect(toggle).toBeChecked({ timeout: 15_000 });
}

/** Whether a message names the good (a summary writes goods in lower case: "anna added farm milk"). */
const names = (body: string, good: string) => body.toLowerCase().includes(good.toLowerCase());

/** The member puts a good of their own on the list. */
async function addOwnGood(member: Page, listId: number, name: string) {
  const response = await member.request.post(`/api/list/${listId}/item/user-create`, { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The message reaches the owner's service worker, which shows it as the list's notification. */
async function expectShown(page: Page, subscription: TestSubscription, message: { text: string }, expected: object) {
  expect(push.messages(subscription).length).toBeGreaterThan(0);
  await deliverToServiceWorker(page, message.text);
  // A worker the browser stopped or is restarting under load can miss the DevTools delivery (a push service would
  // deliver again): one more delivery, then the same expectation.
  try {
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toContainEqual(expected);
    return;
  } catch {
    await deliverToServiceWorker(page, message.text);
  }
  await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toContainEqual(expected);
}

test('a member’s change reaches the owner’s device as a notification of the list, in Russian; "going shopping" too, and only it once chosen', async ({
  browser,
  baseURL,
}) => {
  const { owner, subscription, list, member, memberUser } = await ownerWithMember(browser, baseURL, 'ru');
  const page = owner.page;
  await turnOnInSettings(page, 'ru');

  await addOwnGood(member, list.id, texts.ru.good);
  const change = await push.message(subscription, (payload) => names(payload.body, texts.ru.good));
  expect(change.payload).toEqual({
    title: texts.ru.list,
    body: expect.stringMatching(texts.ru.added),
    url: `${baseURL}/lists/${list.id}`,
    listId: list.id,
    tag: `list-${list.id}`,
  });
  expect(change.payload.body).toContain(memberUser.username);
  await expectShown(page, subscription, change, {
    title: texts.ru.list,
    body: change.payload.body,
    tag: `list-${list.id}`,
    data: { url: `${baseURL}/lists/${list.id}`, listId: list.id },
  });

  // The owner chooses "only going shopping" with the bell of the list.
  await page.goto(`/lists/${list.id}`);
  await page.getByRole('button', { name: 'Уведомления списка' }).click();
  await page.getByRole('menuitemradio', { name: 'Только «Иду в магазин»' }).click();
  await expect(page.getByText('Этот список будет присылать вам только «Иду в магазин»')).toBeVisible();
  expect(await (await page.request.get(`/api/list/${list.id}/notifications`)).json()).toEqual({ mode: 'shopping' });

  // A change is not told now (its bundle goes out after a second of quiet); "going shopping" is.
  const before = push.messages(subscription).length;
  await addOwnGood(member, list.id, 'Сыр из лавки');
  await page.waitForTimeout(3000);
  expect((await member.request.post(`/api/list/${list.id}/shopping`)).status()).toBe(204);
  const shopping = await push.message(subscription, (payload) => payload.body.includes('идёт в магазин'));
  expect(shopping.payload.body).toBe(`${memberUser.username} идёт в магазин`);
  expect(
    push
      .messages(subscription)
      .slice(before)
      .map((message) => message.payload.body),
  ).toEqual([shopping.payload.body]);
  await expectShown(page, subscription, shopping, expect.objectContaining({ body: shopping.payload.body }));
});

test('an owner who chose English gets the notification in English; signing out ends the device’s notifications', async ({
  browser,
  baseURL,
}) => {
  const { owner, subscription, list, member, memberUser } = await ownerWithMember(browser, baseURL, 'en');
  await turnOnInSettings(owner.page, 'en');
  await addOwnGood(member, list.id, texts.en.good);
  const change = await push.message(subscription, (payload) => names(payload.body, texts.en.good));
  expect(change.payload.title).toBe(texts.en.list);
  expect(change.payload.body).toMatch(texts.en.added);
  expect(change.payload.body).toContain(memberUser.username);
  await expectShown(owner.page, subscription, change, {
    title: texts.en.list,
    body: change.payload.body,
    tag: `list-${list.id}`,
    data: { url: `${baseURL}/lists/${list.id}`, listId: list.id },
  });

  // Signing out turns this device's notifications off: the browser's subscription and the server's are gone, so the
  // next change of the list reaches the device no more (a shared tablet shows nothing of whoever signed out of it).
  const page = owner.page;
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await page.evaluate<string | null>("localStorage.getItem('e2e.pushSubscription')")).toBeNull();
  const before = push.messages(subscription).length;
  await addOwnGood(member, list.id, 'Goat cheese');
  // A change's bundle goes out after a second of quiet; the first good's went out within that.
  await page.waitForTimeout(3000);
  expect(push.messages(subscription).slice(before)).toEqual([]);
});
