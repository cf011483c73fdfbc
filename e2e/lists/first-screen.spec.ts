import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedInUser } from '../helpers';
import { createListApi, newPerson } from './lists-support';

// A list's page comes with its first screenful drawn by the server (server/src/features/lists/first-screen): shown
// before the app's code has run, and replaced by the app's own screen without anything on it moving.

test.describe.configure({ timeout: 90_000 });

const goods = {
  ru: ['Молоко фермерское', 'Хлеб с отрубями', 'Сыр из лавки', 'Апельсины', 'Макароны', 'Помидоры', 'Кофе'],
  en: ['Farm milk', 'Bran bread', 'Deli cheese', 'Oranges', 'Pasta', 'Tomatoes', 'Coffee'],
};
const words = {
  ru: { add: 'Например, «яйца 10 шт»', progress: 'Куплено 0 из 7' },
  en: { add: 'For example, “eggs 10”', progress: '0 of 7 bought' },
};

/**
 * A signed-in owner of a shopping list of the goods (own products, details on some) with members (one by default: two
 * avatars and the add icon wrap under the progress on a phone).
 */
async function listOfGoods(
  browser: Browser,
  baseURL: string | undefined,
  lang: 'ru' | 'en',
  { name = lang === 'ru' ? 'Продукты на неделю' : 'Groceries for the week', members = 1 } = {},
) {
  const owner = await newPerson(browser, baseURL, lang);
  await signedInUser(owner.page, 'drawn');
  const list = await createListApi(owner.page, name);
  for (let count = 0; count < members; count += 1) {
    const member = await newPerson(browser, baseURL, lang);
    await signedInUser(member.page, 'member');
    const joined = await member.page.request.get(`/api/list/${list.id}/join?ac=${encodeURIComponent(list.access)}`);
    expect(joined.status(), await joined.text()).toBe(200);
    await member.context.close();
  }
  for (const [index, name] of goods[lang].entries()) {
    const response = await owner.page.request.post(`/api/list/${list.id}/item/user-create`, {
      data: { name, ...(index % 3 === 1 ? { details: 'с полки у окна, две штуки' } : {}) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { state: await owner.context.storageState(), list, close: () => owner.context.close() };
}

/** Where each good's name, the list's name and the add box are, within the element `within` (`#first-screen`, `#root`). */
async function places(page: Page, within: string, names: string[]) {
  const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
  const region = page.locator(within);
  for (const name of names) {
    const box = await region.getByText(name, { exact: true }).boundingBox();
    expect(box, `${name} in ${within}`).not.toBeNull();
    boxes[name] = box!;
  }
  const title = await region.locator('h1').boundingBox();
  const input = await region.locator('input[type="text"], input[role="combobox"]').first().boundingBox();
  expect(title).not.toBeNull();
  expect(input).not.toBeNull();
  boxes.h1 = title!;
  boxes.input = input!;
  return boxes;
}

/** Every name, the title and the add box of the app's screen within a pixel of the drawing's. */
function expectSamePlaces(before: Awaited<ReturnType<typeof places>>, after: Awaited<ReturnType<typeof places>>) {
  for (const [what, box] of Object.entries(before)) {
    const now = after[what]!;
    expect(Math.abs(now.y - box.y), `${what}: top ${box.y} drawn, ${now.y} in the app`).toBeLessThanOrEqual(1);
    expect(Math.abs(now.x - box.x), `${what}: left ${box.x} drawn, ${now.x} in the app`).toBeLessThanOrEqual(1);
    expect(Math.abs(now.height - box.height), `${what}: height`).toBeLessThanOrEqual(1);
  }
}

/** Where the things of `names` stand on the drawing (the app's code off), then in the app once it took over. */
async function drawnThenApp(
  browser: Browser,
  baseURL: string | undefined,
  state: Awaited<ReturnType<typeof listOfGoods>>['state'],
  listId: number,
  names: string[],
  viewport: { width: number; height: number },
) {
  const bare = await browser.newContext({ baseURL, storageState: state, viewport, javaScriptEnabled: false });
  const drawn = await bare.newPage();
  await drawn.goto(`/lists/${listId}`);
  await expect(drawn.locator('#first-screen tbody tr')).toHaveCount(names.length);
  const before = await places(drawn, '#first-screen', names);
  await bare.close();
  const app = await browser.newContext({ baseURL, storageState: state, viewport });
  const page = await app.newPage();
  await page.goto(`/lists/${listId}`);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root tbody tr')).toHaveCount(names.length);
  const after = await places(page, '#root', names);
  await app.close();
  return { before, after };
}

for (const lang of ['ru', 'en'] as const) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`a list's first screenful is in its page and the app takes its place (${lang}, ${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const { state, list, close } = await listOfGoods(browser, baseURL, lang);
      const names = goods[lang];

      // Without the app's code: the page itself shows the list.
      const bare = await browser.newContext({ baseURL, storageState: state, viewport, javaScriptEnabled: false });
      const drawn = await bare.newPage();
      await drawn.goto(`/lists/${list.id}`);
      await expect(drawn.locator('html')).toHaveAttribute('lang', lang);
      // The app's scripts named for after the first frame (server/src/plugins/web.ts), none asked for by a tag.
      await expect(drawn.locator('meta[name="listok-boot"]')).toHaveAttribute(
        'content',
        /^\/assets\/index-[\w-]+\.js /,
      );
      await expect(drawn.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
      await expect(drawn.locator('#first-screen h1')).toHaveText(list.name);
      await expect(drawn.locator('#first-screen')).toContainText(words[lang].progress);
      await expect(drawn.locator('#first-screen input[type="text"]')).toHaveAttribute('placeholder', words[lang].add);
      await expect(drawn.locator('#first-screen tbody tr')).toHaveCount(names.length);
      const before = await places(drawn, '#first-screen', names);
      await bare.close();

      // With it: the app's screen stands where the drawing stood, and it asked neither for the menu nor for the items
      // the page carried (the header it reads again once the list's event stream opens, as on every open).
      const app = await browser.newContext({ baseURL, storageState: state, viewport });
      const page = await app.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        const carried = ['/api/menu', `/api/list/${list.id}`];
        if (carried.includes(path)) asked.push(`${request.method()} ${path}`);
      });
      await page.goto(`/lists/${list.id}`);
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.locator('#root tbody tr')).toHaveCount(names.length);
      const after = await places(page, '#root', names);
      expectSamePlaces(before, after);
      expect(asked).toEqual([]);
      await app.close();
      await close();
    });
  }
}

test('a long name and five members, whose avatars end in "+N", stand where the app puts them on a phone', async ({
  browser,
  baseURL,
}) => {
  const name = 'Продукты на всю неделю для дачи, бабушки и двух соседских котов';
  const { state, list, close } = await listOfGoods(browser, baseURL, 'ru', { name, members: 5 });
  const { before, after } = await drawnThenApp(browser, baseURL, state, list.id, goods.ru, { width: 375, height: 812 });
  expectSamePlaces(before, after);
  await close();
});

test('a good ticked on the drawn rows before the app has run is ticked by the app', async ({ browser, baseURL }) => {
  const { state, list, close } = await listOfGoods(browser, baseURL, 'ru');
  const context = await browser.newContext({ baseURL, storageState: state, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  // The app's code waits until the good is ticked on the drawing.
  let release = () => {};
  const ticked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await ticked;
    await route.continue();
  });
  const marked = page.waitForResponse((response) => response.url().includes('/api/list-item/mark/'));
  await page.goto(`/lists/${list.id}`, { waitUntil: 'commit' });
  const drawnBox = page
    .locator('#first-screen tbody tr')
    .filter({ hasText: 'Хлеб с отрубями' })
    .locator('input[type="checkbox"]');
  await drawnBox.check();
  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  expect((await marked).status()).toBe(200);
  const items = (await (await page.request.get(`/api/list/${list.id}`)).json()) as {
    name: string;
    completed: boolean;
  }[];
  expect(items.filter((item) => item.completed).map((item) => item.name)).toEqual(['Хлеб с отрубями']);
  await context.close();
  await close();
});
