import { sharedMessages } from '@listok/contract';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow } from '../helpers';
import { admin, adminContext, userContext } from './admin-support';

const ru = sharedMessages.ru;

interface Category {
  id: number;
  name_ru: string;
  name_en: string;
}
interface Suggestion {
  id: number;
  name: string;
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

test('an admin sees users’ own products only when asked, the most used first, and never a to-do', async ({
  browser,
  baseURL,
}) => {
  const { context: adminCtx, page } = await adminContext(browser, baseURL, 'ru', 375);
  const errors = collectConsoleErrors(page);
  const { context: userCtx, page: userPage } = await userContext(browser, baseURL);
  const tag = Date.now().toString(36);
  const kvass = `Квас домашний ${tag}`;
  for (const name of ['Дача', 'Неделя']) {
    const list = await (await userPage.request.post('/api/lists', { data: { name } })).json();
    await userPage.request.post(`/api/list/${list.id}/item/user-create`, { data: { name: kvass } });
  }
  const todo = await (await userPage.request.post('/api/lists', { data: { name: 'Дела', kind: 'todo' } })).json();
  await userPage.request.post(`/api/list/${todo.id}/add-text`, { data: { text: `Позвонить маме ${tag}` } });

  await page.goto('/products');
  const search = page.getByRole('search', { name: 'Поиск по каталогу' });
  await search.getByLabel('Русское название').fill(tag);
  await expect(page.getByText('Товаров по этим условиям нет. Измените или сбросьте фильтр.')).toBeVisible();
  await page.getByRole('button', { name: 'Товары пользователей' }).click();
  await expect(page.getByRole('heading', { name: 'Свои товары пользователей' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: kvass });
  await expect(row).toContainText('в 2 списках');
  await expect(page.getByText(`Позвонить маме ${tag}`)).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(errors).toEqual([]);
  await adminCtx.close();
  await userCtx.close();
});
