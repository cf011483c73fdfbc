import { expect, type Locator, test } from '@playwright/test';
import {
  collectConsoleErrors,
  horizontalOverflow,
  registerUser,
  signedInUser,
  type TestUser,
  uniqueUser,
  useLanguage,
} from '../helpers';
import { confirmEmail } from './account-helpers';

test.describe('contacts', () => {
  test('a user finds others by nickname and by email, adds them, sees them and removes one', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const errors = collectConsoleErrors(page);
    const boris = await registerUser(request, uniqueUser('boris'));
    const vera = await registerUser(request, uniqueUser('vera'));
    // Found by email once their addresses are confirmed.
    await confirmEmail(request, boris);
    await confirmEmail(request, vera);
    const anna = await signedInUser(page, 'anna');

    await page.goto('/contacts');
    await expect(page).toHaveTitle('Контакты — Листок');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    const list = page.getByRole('region', { name: /Мои контакты/ });
    await expect(list).toContainText('Контактов пока нет');

    const box = page.getByLabel('Никнейм или email');
    const search = page.getByRole('button', { name: 'Найти', exact: true });
    const result = page.getByRole('region', { name: 'Найти человека' }).getByRole('status');
    await expect(search).toBeDisabled();
    await box.fill('   ');
    await expect(search).toBeDisabled();

    // By nickname, in other letter case, with Enter.
    await box.fill(boris.username.toUpperCase());
    await expect(search).toBeEnabled();
    await box.press('Enter');
    await expect(result).toContainText('Найден пользователь');
    await expect(result).toContainText(boris.username);
    await result.getByRole('button', { name: 'Добавить в контакты' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Пользователь ${boris.username} добавлен в контакты` }),
    ).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveText([new RegExp(boris.username)]);
    await expect(result).toContainText('Уже в ваших контактах');
    await expect(result.getByRole('button', { name: 'Добавить в контакты' })).toHaveCount(0);

    // By email, with the button.
    await box.fill(vera.email);
    await search.click();
    await expect(result).toContainText(vera.username);
    await expect(result).not.toContainText(vera.email);
    await result.getByRole('button', { name: 'Добавить в контакты' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText(vera.username);

    // The email of a contact already added is recognised too.
    await box.fill(boris.email);
    await box.press('Enter');
    await expect(result).toContainText('Уже в ваших контактах');

    await box.fill(`nobody-${Date.now()}`);
    await box.press('Enter');
    await expect(result).toContainText('Никого не нашли по запросу');
    await expect(result.getByRole('button')).toHaveCount(0);

    await box.fill(anna.username);
    await box.press('Enter');
    await expect(result).toContainText('Это вы сами');

    // Who has not added Anna back is marked: only mutual contacts may be invited to lists.
    const notAddedYou = 'Вас пока не добавили в ответ';
    await expect(list.getByRole('listitem').filter({ hasText: vera.username })).toContainText(notAddedYou);
    const asVera = await playwright.request.newContext({ baseURL });
    const signedIn = await asVera.post('/api/login', { form: { _username: vera.username, _password: vera.password } });
    expect(signedIn.status()).toBe(200);
    const annaFound = (await (await asVera.get(`/api/user/search?name=${anna.username}`)).json()) as { id: number }[];
    expect((await asVera.post(`/api/user/contact/add/${annaFound[0]!.id}`)).status()).toBe(200);
    await asVera.dispose();
    await page.reload();
    await expect(list.getByRole('listitem').filter({ hasText: vera.username })).not.toContainText(notAddedYou);
    await expect(list.getByRole('listitem').filter({ hasText: boris.username })).toContainText(notAddedYou);

    await list.getByRole('button', { name: `Удалить ${boris.username} из контактов` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Пользователь ${boris.username} удалён из контактов` }),
    ).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveText([new RegExp(`${vera.username}$`)]);
    await expect(list.getByRole('heading', { name: /Мои контакты/ })).toBeFocused();

    await page.reload();
    await expect(list.getByRole('listitem')).toHaveText([new RegExp(`${vera.username}$`)]);
    expect(errors).toEqual([]);
  });

  test('speaks English', async ({ page, context, baseURL, request }) => {
    const boris = await registerUser(request, uniqueUser('boris'));
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
    await signedInUser(page, 'anna');
    await page.goto('/contacts');
    await expect(page).toHaveTitle('Contacts — Listok');
    await expect(page.getByText('No contacts yet.')).toBeVisible();
    await page.getByLabel('Username or email').fill(boris.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Add to contacts' }).click();
    await expect(page.getByRole('button', { name: `Remove ${boris.username}` })).toBeVisible();
  });

  test('a visitor is sent to sign in, and comes back once signed in', async ({ page, request }) => {
    const user = await registerUser(request);
    await page.goto('/contacts');
    await expect(page).toHaveURL('/login?next=%2Fcontacts');
    await expect(page.getByRole('alert')).toContainText('Войдите в приложение, чтобы продолжить');
    await page.getByLabel('Email или никнейм').fill(user.username);
    await page.getByLabel('Пароль', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  });

  test('128-letter usernames wrap on a phone instead of sticking out', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const longName = (user: TestUser) => ({ ...user, username: user.username.padEnd(128, 'ш') });
    const other = await registerUser(request, longName(uniqueUser('w')));
    const me = longName(uniqueUser('m'));
    const signedUp = await page.request.post('/api/signup', {
      data: { email: me.email, username: me.username, password: me.password, password_re: me.password },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(201);
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto('/contacts');
    const box = page.getByLabel('Никнейм или email');
    await box.fill(other.username);
    await box.press('Enter');
    const result = page.getByRole('region', { name: 'Найти человека' }).getByRole('status');
    await expect(result).toContainText(other.username);
    expect(await horizontalOverflow(page)).toBe(0);
    await result.getByRole('button', { name: 'Добавить в контакты' }).click();
    // The message bar wraps the long word.
    await expect(
      page.getByRole('status').filter({ hasText: `Пользователь ${other.username} добавлен в контакты` }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.goto('/settings');
    await expect(page.getByRole('main').getByText(me.username)).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** Whether the text painted by two elements overlaps (their text's own boxes, which may spill out of the element's). */
async function textsOverlap(a: Locator, b: Locator): Promise<boolean> {
  const textBoxes = (locator: Locator) =>
    locator.evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom }));
    });
  const [first, second] = [await textBoxes(a), await textBoxes(b)];
  expect(first.length * second.length, 'both texts are painted').toBeGreaterThan(0);
  return first.some((p) =>
    second.some((q) => p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1),
  );
}

const foundTexts = {
  ru: {
    region: 'Найти человека',
    box: 'Никнейм или email',
    found: 'Найден пользователь',
    already: 'Уже в ваших контактах',
  },
  en: { region: 'Find a person', box: 'Username or email', found: 'User found', already: 'Already in your contacts' },
} as const;

for (const lang of ['ru', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`a found contact reads cleanly at ${width} px (${lang}): who was found, the name in full, and that they are a contact`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const texts = foundTexts[lang];
      await useLanguage(context, baseURL, lang);
      await page.setViewportSize({ width, height: 800 });
      const friend = await registerUser(request, uniqueUser('friend'));
      await signedInUser(page, 'anna');
      const found = (await (await page.request.get(`/api/user/search?name=${friend.username}`)).json()) as {
        id: number;
      }[];
      expect((await page.request.post(`/api/user/contact/add/${found[0]!.id}`)).status()).toBe(200);

      await page.goto('/contacts');
      const box = page.getByLabel(texts.box);
      await box.fill(friend.username);
      await box.press('Enter');
      const result = page.getByRole('region', { name: texts.region }).getByRole('status');
      const label = result.getByText(texts.found, { exact: true });
      const name = result.getByText(friend.username, { exact: true });
      const already = result.getByText(texts.already, { exact: true });
      await expect(already).toBeVisible();
      expect(await textsOverlap(label, already)).toBe(false);
      expect(await textsOverlap(name, already)).toBe(false);
      expect(await textsOverlap(label, name)).toBe(false);
      // A name of ordinary length is shown whole, not cut to a few letters.
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }
}
