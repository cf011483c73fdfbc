import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow, seriousA11yViolations, useLanguage } from '../helpers';
import { ownerWithList } from './comfort-support';
import { itemsTable, newPerson } from './lists-support';

interface ThemeState {
  theme: string | undefined;
  background: string;
  bar: string | null;
  stored: string | null;
}

/** The page's theme as <html> carries it, what the body looks like with it, the browser bar's colour, the choice kept. */
const themeOf = (page: Page) =>
  page.evaluate<ThemeState>(`({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
    bar: document.querySelector('meta[name="theme-color"]').getAttribute('content'),
    stored: localStorage.getItem('listok.theme'),
  })`);

/** slate-50 as Tailwind defines it, and as the dark theme redefines it. */
const lightBody = 'oklch(0.984 0.003 247.858)';
const darkBody = 'rgb(12, 20, 36)';

/** Chooses a theme as a user does: a click on its label (the radio button itself is visually hidden). */
const chooseTheme = (page: Page, name: string) => page.getByRole('radiogroup').getByText(name, { exact: true }).click();

test.describe('dark theme', () => {
  test('follows the system until the user chooses, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Системная' })).toBeChecked();
    expect(await themeOf(page)).toEqual({ theme: 'dark', background: darkBody, bar: '#141e31', stored: null });

    // The system changes its mind while the page is open.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await themeOf(page)).theme).toBe('light');
    expect((await themeOf(page)).background).toBe(lightBody);

    await chooseTheme(page, 'Тёмная');
    expect(await themeOf(page)).toEqual({ theme: 'dark', background: darkBody, bar: '#141e31', stored: 'dark' });

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
    expect(await themeOf(page)).toEqual({ theme: 'dark', background: darkBody, bar: '#141e31', stored: 'dark' });

    await chooseTheme(page, 'Светлая');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Светлая' })).toBeChecked();
    expect(await themeOf(page)).toEqual({ theme: 'light', background: lightBody, bar: '#15803d', stored: 'light' });

    // Back to following the system, which is dark now; the arrow keys move through the choices.
    await page.getByRole('radio', { name: 'Светлая' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Системная' })).toBeChecked();
    expect(await themeOf(page)).toEqual({ theme: 'dark', background: darkBody, bar: '#141e31', stored: null });
  });

  test('is on the page before the app has run, so a dark page never flashes light', async ({ page }) => {
    await page.goto('/');
    await chooseTheme(page, 'Тёмная');
    // Hold the app's code back: only the page, its styles and the little theme script are there.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // The body exists once the <head>, and so the theme script in it, has run; the app's module has not.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate('document.body !== null')).toBe(true);
    // Only the boot screen of index.html is in the page: no bar, no screen of the app.
    await expect(page.getByRole('status', { name: 'Загрузка…' })).toBeVisible();
    expect(await page.evaluate('document.querySelector("#root > [role=status]") !== null')).toBe(true);
    expect(await page.evaluate('document.querySelector("header, main, h1") === null')).toBe(true);
    expect(await themeOf(page)).toMatchObject({ theme: 'dark', background: darkBody });
    releaseApp();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('fits a phone, in English too', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await chooseTheme(page, 'Dark');
    const box = await page.getByRole('radiogroup', { name: 'Theme' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect((await themeOf(page)).theme).toBe('dark');
  });

  for (const lang of ['ru', 'en'] as const) {
    test(`the screens have no serious accessibility problems in the dark (${lang})`, async ({ browser, baseURL }) => {
      // Seven pages and states, each read by axe.
      test.setTimeout(180_000);
      const { context, page } = await newPerson(browser, baseURL, lang);
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const path of ['/', '/login']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await themeOf(page)).theme).toBe('dark');
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      // Red and green fields.
      await page.goto('/signup');
      await page.getByRole('button', { name: lang === 'ru' ? 'Зарегистрироваться' : 'Sign up' }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const list = await ownerWithList(page, 'В темноте');
      await page.goto('/lists');
      await expect(page.getByRole('link', { name: 'В темноте' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`/lists/${list.id}`);
      await expect(itemsTable(page)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      const listMenu = page.getByRole('button', { name: lang === 'ru' ? 'Действия со списком' : 'List actions' });
      await listMenu.click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await listMenu.click();
      await page.getByRole('menuitem', { name: lang === 'ru' ? 'Завершить список' : 'Close list' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
