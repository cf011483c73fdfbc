import { sharedMessages } from '@listok/contract';
import { expect, test } from '@playwright/test';
import { confirmEmail } from '../account/account-helpers';
import {
  horizontalOverflow,
  registerUser,
  seriousA11yViolations,
  type TestUser,
  uniqueUser,
  useLanguage,
} from '../helpers';
import { adminContext, userContext } from './admin-support';

const ru = sharedMessages.ru;
const en = sharedMessages.en;

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
  await useLanguage(context, baseURL, 'en');
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
  // An address is an account's, and on this screen, once confirmed.
  for (const person of people) await confirmEmail(request, person);
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
