import { sharedMessages } from '@listok/contract';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  horizontalOverflow,
  registerUser,
  seriousA11yViolations,
  type TestUser,
  uniqueUser,
} from './helpers';

const ru = sharedMessages.ru;
const en = sharedMessages.en;

/** The user the e2e server makes an admin when they sign up (LISTOK_BOOTSTRAP_ADMIN in playwright.config.ts). */
const admin = { username: 'e2e_admin', email: 'e2e_admin@example.com', password: 'e2e-admin-pw' };

interface Category {
  id: number;
  name_ru: string;
  name_en: string;
}
interface Suggestion {
  id: number;
  name: string;
}

type Lang = 'ru' | 'en';

async function newContext(browser: Browser, baseURL: string | undefined, lang: Lang, width?: number) {
  const context = await browser.newContext({
    baseURL,
    ...(width ? { viewport: { width, height: 800 } } : {}),
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://localhost:3210' }]);
  return context;
}

/** A browser context signed in as the admin: the account is made by the first test that needs it in a server run. */
async function adminContext(browser: Browser, baseURL: string | undefined, lang: Lang = 'ru', width?: number) {
  const context = await newContext(browser, baseURL, lang, width);
  const login = await context.request.post('/api/login', {
    form: { _username: admin.username, _password: admin.password },
  });
  if (login.status() !== 200) {
    const signup = await context.request.post('/api/signup', {
      data: { email: admin.email, username: admin.username, password: admin.password, password_re: admin.password },
    });
    expect(signup.status(), await signup.text()).toBe(201);
  }
  const menu = await (await context.request.post('/api/menu')).json();
  expect(menu.isAdmin, 'the e2e server must run with LISTOK_BOOTSTRAP_ADMIN=e2e_admin').toBe(true);
  return { context, page: await context.newPage() };
}

/** A browser context signed in as a new user without admin rights. */
async function userContext(browser: Browser, baseURL: string | undefined, lang: Lang = 'ru') {
  const context = await newContext(browser, baseURL, lang);
  const user = await registerUser(context.request, uniqueUser('plain'));
  return { context, page: await context.newPage(), user };
}

async function suggestionsFor(context: BrowserContext, name: string): Promise<Suggestion[]> {
  const response = await context.request.get(`/api/item/autocomplete?name=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** The catalogue table's row of a product, found by its id (an edited row shows inputs rather than names). */
const productRow = (page: Page, id: number) =>
  page
    .getByRole('table', { name: 'Товары каталога' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

test('an admin creates, finds, edits and shares a product, which a user then finds on a list', async ({
  browser,
  baseURL,
}) => {
  const { context: adminCtx, page } = await adminContext(browser, baseURL);
  const errors = collectConsoleErrors(page);
  const { context: userCtx, page: userPage } = await userContext(browser, baseURL);
  const categories: Category[] = await (await page.request.get('/api/categories')).json();
  const [first, second] = categories;
  const tag = Date.now().toString(36);
  const nameRu = `Сыр проверочный ${tag}`;
  const nameEn = `Test cheese ${tag}`;

  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/item/create')) creates.push(request.method());
  });

  await page.goto('/products');
  await expect(page).toHaveTitle('Товары — Листок');
  await expect(page.getByRole('heading', { level: 1, name: 'Товары' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Новый товар' });
  const formNameRu = form.getByLabel('Название по-русски');
  const formNameEn = form.getByLabel('Название по-английски');
  const formCategory = form.getByLabel('Категория');

  // The contract's rules judge every field before anything is sent.
  await form.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(formNameRu).toHaveAttribute('aria-invalid', 'true');
  await expect(formNameEn).toHaveAttribute('aria-invalid', 'true');
  await expect(formCategory).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(ru.validation.required!)).toHaveCount(3);
  await expect(formNameRu).toBeFocused();
  await formNameRu.fill('Сыр <b>');
  await expect(form.getByText(ru.validation.productNameChars!)).toBeVisible();
  expect(creates).toEqual([]);

  await formNameRu.fill(nameRu);
  await expect(formNameRu).toHaveAttribute('aria-invalid', 'false');
  await formNameEn.fill(nameEn);
  await form.getByLabel('Подробности').fill('Ферма «Луг»');
  await formCategory.selectOption(String(first!.id));
  await form.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Товар «${nameRu}» добавлен в каталог` })).toBeVisible();
  expect(creates).toEqual(['POST']);
  await expect(formNameRu).toHaveValue('');
  await expect(formNameEn).toHaveValue('');
  await expect(formCategory).toHaveValue('');
  await expect(formNameRu).not.toHaveAttribute('aria-invalid');

  // Not common yet: nobody else finds it.
  expect((await suggestionsFor(userCtx, tag)).map((s) => s.name)).toEqual([]);

  // The filter (300 ms after the typing) finds it.
  const filter = page.getByRole('search', { name: 'Поиск по каталогу' });
  await filter.getByLabel('Русское название').fill(tag);
  await expect(page.getByRole('status').filter({ hasText: 'Найдено товаров: 1' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Товары каталога' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const listed = await (await page.request.get(`/api/item/list?nameRu=${encodeURIComponent(tag)}`)).json();
  const id: number = listed[0].id;
  const row = productRow(page, id);
  await expect(row).toContainText(nameRu);
  await expect(row).toContainText(nameEn);
  await expect(row).toContainText('Ферма «Луг»');
  await expect(row).toContainText(first!.name_ru);
  await expect(row).toContainText(admin.username);
  await expect(row.getByText('Общий')).toHaveCount(0);

  // Inline edit: Escape leaves everything as it was.
  const edit = row.getByRole('button', { name: `Изменить товар «${nameRu}»` });
  await edit.click();
  const rowNameRu = row.getByRole('textbox', { name: 'Русское название' });
  const rowNameEn = row.getByRole('textbox', { name: 'Английское название' });
  await expect(rowNameRu).toBeFocused();
  await rowNameRu.fill('Что-то другое');
  await rowNameRu.press('Escape');
  await expect(row).toContainText(nameRu);
  await expect(edit).toBeFocused();

  // The same rules as the form; Enter saves.
  const editedRu = `Сыр выдержанный ${tag}`;
  await edit.click();
  await rowNameRu.fill(editedRu);
  await rowNameEn.fill('');
  await row.getByRole('combobox', { name: 'Категория' }).selectOption(String(second!.id));
  await rowNameRu.press('Enter');
  await expect(rowNameEn).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByText(ru.validation.required!)).toBeVisible();
  await expect(rowNameEn).toBeFocused();
  await rowNameEn.fill(`Aged cheese ${tag}`);
  await rowNameEn.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Товар «${editedRu}» сохранён` })).toBeVisible();
  await expect(row).toContainText(editedRu);
  await expect(row).toContainText(`Aged cheese ${tag}`);
  await expect(row).toContainText(second!.name_ru);
  await expect(row.getByRole('textbox')).toHaveCount(0);

  // Make it common: the button goes, the row is shaded and says so in words.
  const white = 'rgb(255, 255, 255)';
  const brand50 = 'rgb(240, 253, 244)';
  await expect(row).toHaveCSS('background-color', white);
  await row.getByRole('button', { name: `Сделать товар «${editedRu}» общим` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Товар «${editedRu}» теперь общий` })).toBeVisible();
  await expect(row.getByText(/^Общий/)).toBeVisible();
  await expect(row.getByRole('button', { name: /общим$/ })).toHaveCount(0);
  await expect(row).toHaveCSS('background-color', brand50);

  // A user now finds it, in the API and in the add-product search of their own list.
  expect((await suggestionsFor(userCtx, tag)).map((s) => s.id)).toEqual([id]);
  const list = await userPage.request.post('/api/lists', { data: { name: `Проверка каталога ${tag}` } });
  expect(list.status(), await list.text()).toBe(201);
  await userPage.goto(`/lists/${(await list.json()).id}`);
  await userPage.getByRole('combobox', { name: 'Добавить товар' }).fill(`Сыр выдержанный ${tag}`);
  await expect(userPage.getByRole('option', { name: editedRu })).toBeVisible();

  expect(errors).toEqual([]);
  await adminCtx.close();
  await userCtx.close();
});

test('a user without admin rights sees the no-rights notice on both admin screens until navigating away', async ({
  browser,
  baseURL,
}) => {
  const { context, page, user } = await userContext(browser, baseURL);
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/item/list') || request.url().includes('/api/users')) lists.push(request.url());
  });

  await page.goto('/products');
  const notice = page.getByRole('alert').filter({ hasText: ru.errors.ADMIN_ONLY });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page).toHaveTitle('Товары — Листок');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Новый товар' })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Здравствуйте, ${user.username}!`);
  await expect(page.getByText(ru.errors.ADMIN_ONLY)).toHaveCount(0);

  await page.goto('/users');
  await expect(page.getByRole('alert').filter({ hasText: ru.errors.ADMIN_ONLY })).toBeVisible();
  await expect(page).toHaveTitle('Пользователи — Листок');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByLabel('Имя или email')).toHaveCount(0);
  expect(lists.length).toBeGreaterThan(0);

  // In English too.
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? 'http://localhost:3210' }]);
  await page.goto('/users');
  await expect(page.getByRole('alert').filter({ hasText: en.errors.ADMIN_ONLY })).toBeVisible();
  await expect(page).toHaveTitle('Users — Listok');
  await context.close();
});

test('a visitor opening an admin screen is sent to sign in', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveURL('/login?next=%2Fproducts');
  await page.goto('/users');
  await expect(page).toHaveURL('/login?next=%2Fusers');
});

test('the users screen searches as the typing stops and sorts by the date columns', async ({
  browser,
  baseURL,
  request,
}) => {
  // A text only these three accounts hold (an email's local part is at most 20 characters, so it is short).
  const tag = `q${Math.random().toString(36).slice(2, 6)}`;
  const people: TestUser[] = [];
  for (const name of ['a', 'b', 'c']) people.push(await registerUser(request, uniqueUser(`${tag}${name}`)));
  const [oldest, middle, newest] = people.map((p) => p.username);
  const { context, page } = await adminContext(browser, baseURL, 'en');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users' && url.searchParams.has('name')) searches.push(url.searchParams.get('name')!);
  });

  await page.goto('/users');
  await expect(page).toHaveTitle('Users — Listok');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();

  await page.getByLabel('Name or email').pressSequentially(tag, { delay: 30 });
  await expect(page.getByRole('status').filter({ hasText: 'Users found: 3' })).toBeVisible();
  // The search waits for the typing to stop: not every keystroke is asked for, and the last ask is the whole text.
  expect(searches.length).toBeLessThan(tag.length);
  expect(searches.at(-1)).toBe(tag);

  const usernames = () => table.locator('tbody tr td:nth-child(2) > span:first-child').allTextContents();
  const created = table.getByRole('columnheader', { name: 'Created' });
  const updated = table.getByRole('columnheader', { name: 'Updated' });
  // Newest first by default.
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect(updated).not.toHaveAttribute('aria-sort');
  expect(await usernames()).toEqual([newest, middle, oldest]);

  await created.getByRole('button').click();
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(usernames).toEqual([oldest, middle, newest]);
  await created.getByRole('button').click();
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(usernames).toEqual([newest, middle, oldest]);

  const sorted = page.waitForResponse((r) => r.url().includes('sort=updatedAt') && r.status() === 200);
  await updated.getByRole('button').click();
  await sorted;
  await expect(updated).toHaveAttribute('aria-sort', 'ascending');
  await expect(created).not.toHaveAttribute('aria-sort');

  // A search by one username (email and username both match).
  await page.getByLabel('Name or email').fill(middle!);
  await expect(page.getByRole('status').filter({ hasText: 'Users found: 1' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(people[1]!.email);

  await page.getByLabel('Name or email').fill(`${tag}-nobody`);
  await expect(page.getByText(`Nobody matches “${tag}-nobody”.`)).toBeVisible();
  await context.close();
});

test('the admin screens page through, fit a phone and pass the accessibility check', async ({ browser, baseURL }) => {
  const { context, page } = await adminContext(browser, baseURL, 'ru', 375);
  await page.goto('/products');
  const table = page.getByRole('table', { name: 'Товары каталога' });
  await expect(table).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The seed catalogue has several pages; a new filter starts again on page 1.
  const pager = page.getByRole('navigation', { name: 'Страницы каталога' });
  const firstId = await table.locator('tbody tr td:first-child').first().textContent();
  await pager.getByRole('button', { name: 'Страница 2', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(table.locator('tbody tr td:first-child').first()).not.toHaveText(firstId!);
  await page.getByRole('search', { name: 'Поиск по каталогу' }).getByLabel('Английское название').fill('milk');
  await expect(page.getByRole('status').filter({ hasText: /^Найдено товаров: \d+$/ })).toBeVisible();
  await expect(pager).toHaveCount(0);
  await expect(table).toContainText(/milk/i);

  // In edit mode too, nothing sticks out of the phone's screen.
  await table
    .getByRole('button', { name: /^Изменить товар/ })
    .first()
    .click();
  await expect(table.getByRole('textbox', { name: 'Русское название' })).toBeFocused();
  expect(await horizontalOverflow(page)).toBe(0);

  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Пользователи' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
