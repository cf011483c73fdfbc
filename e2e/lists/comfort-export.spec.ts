import { expect, type Page, test } from '@playwright/test';
import { useLanguage } from '../helpers';
import { ownerWithList } from './comfort-support';
import { itemsTable, newPerson } from './lists-support';

const readClipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');

test.describe('export as text', () => {
  test('a member copies the list as text, in Russian and in English', async ({ browser, baseURL }) => {
    const { context, page } = await newPerson(browser, baseURL);
    const list = await ownerWithList(page, 'Выходные');
    await page.goto(`/lists/${list.id}`);
    await expect(itemsTable(page)).toBeVisible();

    await page.getByRole('button', { name: 'Действия со списком' }).click();
    // React Aria's own texts speak the page's language too (the browser's is English): its hidden close button.
    await expect(page.getByRole('button', { name: 'Пропустить' }).first()).toBeAttached();
    await page.getByRole('menuitem', { name: 'Копировать текстом' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Список скопирован текстом' })).toBeVisible();
    expect(await readClipboard(page)).toBe('Выходные\n☐ Молоко — 1,5 л\n☑ Яблоки — 2 кг');

    await useLanguage(context, baseURL, 'en');
    await page.reload();
    await page.getByRole('button', { name: 'List actions' }).click();
    await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeAttached();
    await page.getByRole('menuitem', { name: 'Copy as text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The list has been copied as text' })).toBeVisible();
    expect(await readClipboard(page)).toBe('Выходные\n☐ Milk — 1.5 l\n☑ Apples — 2 kg');
    await context.close();
  });

  test('the menus load after the list shows: pressed before their code is in, they open when it comes', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPerson(browser, baseURL);
    const list = await ownerWithList(page, 'Меню потом');
    // The menus' code held back until the test lets it through; the list must show without it.
    const held = new Map<string, () => void>();
    await page.route(/\/assets\/(list|items-view)-menu-[\w-]+\.js$/, (route) => {
      const menu = /(list|items-view)-menu/.exec(route.request().url())?.[1] ?? '';
      held.set(menu, () => void route.continue());
    });
    await page.goto(`/lists/${list.id}`);
    await expect(itemsTable(page)).toBeVisible();
    await expect.poll(() => held.size).toBe(2);

    // Stand-ins of the same look: the list's menu pressed (nothing opens yet), the view's focused by keyboard.
    const listMenu = page.getByRole('button', { name: 'Действия со списком' });
    const viewMenu = page.getByRole('button', { name: /^Вид и порядок товаров: / });
    await listMenu.click();
    await viewMenu.focus();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(viewMenu).not.toHaveAttribute('data-rac');

    // The view menu's code comes: its real button (React Aria's) has the focus the stand-in had.
    held.get('items-view')?.();
    await expect(viewMenu).toHaveAttribute('data-rac');
    await expect(viewMenu).toBeFocused();
    // The list menu's code comes: it opens, as it was pressed, and gives the focus back to its button on Escape.
    held.get('list')?.();
    await expect(page.getByRole('menuitem', { name: 'Копировать текстом' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(listMenu).toBeFocused();
    await expect(listMenu).toHaveAttribute('aria-expanded', 'false');
    // From now on they are the menus as ever.
    await listMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Распечатать' })).toBeVisible();
    await page.keyboard.press('Escape');
    await viewMenu.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'По названию, А–Я' })).toBeVisible();
    await context.close();
  });

  test('someone with the link, not a member, may copy it too', async ({ browser, baseURL }) => {
    const owner = await newPerson(browser, baseURL);
    const list = await ownerWithList(owner.page, 'По ссылке');
    const visitor = await newPerson(browser, baseURL);
    await visitor.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(itemsTable(visitor.page)).toBeVisible();
    await visitor.page.getByRole('button', { name: 'Действия со списком' }).click();
    await expect(visitor.page.getByRole('menuitem', { name: 'Поделиться…' })).toHaveCount(0);
    await visitor.page.getByRole('menuitem', { name: 'Копировать текстом' }).click();
    await expect.poll(() => readClipboard(visitor.page)).toBe('По ссылке\n☐ Молоко — 1,5 л\n☑ Яблоки — 2 кг');
    for (const person of [owner, visitor]) await person.context.close();
  });

  test('where the browser has a share sheet, the text goes there; a refused sheet copies instead', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPerson(browser, baseURL);
    // A share sheet that takes the first text and refuses the second.
    await context.addInitScript(`
      window.shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data) => {
          window.shared.push(data);
          if (window.shared.length > 1) throw new DOMException('No target', 'NotAllowedError');
        },
      });
    `);
    const list = await ownerWithList(page, 'Поделиться текстом');
    await page.goto(`/lists/${list.id}`);
    await expect(itemsTable(page)).toBeVisible();
    const text = 'Поделиться текстом\n☐ Молоко — 1,5 л\n☑ Яблоки — 2 кг';

    await page.getByRole('button', { name: 'Действия со списком' }).click();
    await page.getByRole('menuitem', { name: 'Отправить текстом…' }).click();
    await expect.poll(() => page.evaluate('window.shared')).toEqual([{ title: 'Поделиться текстом', text }]);

    await page.getByRole('button', { name: 'Действия со списком' }).click();
    await page.getByRole('menuitem', { name: 'Отправить текстом…' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Список скопирован текстом' })).toBeVisible();
    expect(await readClipboard(page)).toBe(text);
    await context.close();
  });
});

test.describe('print view', () => {
  test('Print opens the browser’s printing, and paper shows the name and the items only, black on white', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPerson(browser, baseURL);
    await context.addInitScript(`
      window.printed = 0;
      window.print = () => { window.printed += 1; };
    `);
    const list = await ownerWithList(page, 'На бумаге');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/lists/${list.id}`);
    await expect(itemsTable(page)).toBeVisible();

    await page.getByRole('button', { name: 'Действия со списком' }).click();
    await page.getByRole('menuitem', { name: 'Распечатать' }).click();
    await expect.poll(() => page.evaluate('window.printed')).toBe(1);
    await expect(page.getByRole('menu')).toHaveCount(0);

    // On the screen the paper version is not even drawn (it would double the work of every answer).
    const paper = page.locator('[data-print] li');
    await expect(paper).toHaveCount(0);

    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('heading', { level: 1, name: 'На бумаге' })).toBeVisible();
    await expect(paper).toHaveText(['Молоко1,5 л', 'Яблоки2 кг']);
    await expect(paper.nth(1).locator('svg')).toBeVisible();
    await expect(paper.nth(0).locator('svg')).toHaveCount(0);
    for (const chrome of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('button', { name: 'Действия со списком' }),
      page.getByRole('button', { name: /^Участники: / }),
      page.getByRole('button', { name: /^Вид и порядок товаров: / }),
      page.getByRole('combobox', { name: 'Добавить товар' }),
      page.getByRole('link', { name: 'Мои списки' }),
      itemsTable(page),
    ]) {
      await expect(chrome).toBeHidden();
    }
    const colours = await page.evaluate(`({
      body: getComputedStyle(document.body).backgroundColor,
      name: getComputedStyle(document.querySelector('h1')).color,
      item: getComputedStyle(document.querySelector('[data-print] li')).color,
    })`);
    expect(colours).toEqual({ body: 'rgb(255, 255, 255)', name: 'rgb(0, 0, 0)', item: 'rgb(0, 0, 0)' });

    // One A4 page: Chromium's PDF of the print view uses the page size the stylesheet asks for.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(Math.round(Number(box?.[1]))).toBe(595);
    expect(Math.round(Number(box?.[2]))).toBe(842);
    await context.close();
  });

  test('the message bar is not printed', async ({ browser, baseURL }) => {
    const { context, page } = await newPerson(browser, baseURL);
    const list = await ownerWithList(page, 'Без сообщений');
    await page.goto(`/lists/${list.id}`);
    await page.getByRole('button', { name: 'Действия со списком' }).click();
    await page.getByRole('menuitem', { name: 'Копировать текстом' }).click();
    const message = page.getByText('Список скопирован текстом');
    await expect(message).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(message).toBeHidden();
    await expect(page.locator('[data-print] li')).toHaveCount(2);
    await context.close();
  });
});
