import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations } from '../helpers';
import { linkPagesPort } from './link-port';
import { newPerson, signedInUser } from './lists-support';

// A recipe page's link is read into a recipe, kept, and cooked from at another number of servings.

/** The fixture recipe pages of the server's tests, served where the server may read them (LINK_FETCH_ALLOW). */
const fixture = (file: string) =>
  readFileSync(new URL(`../../server/src/features/lists/recipes/fixtures/${file}`, import.meta.url), 'utf8');

let site: Server;
test.beforeAll(async () => {
  const pages: Record<string, string> = {
    '/bliny': fixture('microdata.html'),
    '/cobbler': fixture('json-ld-array.html'),
    '/article': fixture('no-recipe.html'),
  };
  site = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(linkPagesPort, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const words = {
  ru: {
    page: '/bliny',
    title: 'Рецепты',
    link: 'Ссылка на рецепт',
    import: 'Загрузить',
    save: 'Сохранить рецепт',
    name: 'Тонкие блины на молоке',
    line: '200 г муки',
    more: 'Больше порций',
    six: '6 порций',
    servings: 'Порции',
    scaled: '300 г',
    noRecipe: 'На этой странице не нашлось рецепта',
    back: 'Все рецепты',
  },
  en: {
    page: '/cobbler',
    title: 'Recipes',
    link: 'Recipe link',
    import: 'Import',
    save: 'Save the recipe',
    name: 'Tomato Cobbler with Cheddar & Chive Biscuits',
    line: '2 tbsp olive oil',
    more: 'More servings',
    six: '6 servings',
    servings: 'Servings',
    scaled: '2.25 cups',
    noRecipe: 'No recipe was found on this page',
    back: 'All recipes',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a recipe page's link becomes a recipe to cook for 6 (${lang})`, async ({ browser, baseURL }) => {
    const w = words[lang];
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `recipes${lang}`);
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

    // A page without a recipe says so, in the user's language, under the field.
    const link = page.getByRole('textbox', { name: w.link });
    await link.fill(`http://127.0.0.1:${linkPagesPort}/article`);
    await page.getByRole('button', { name: w.import }).click();
    await expect(page.getByText(w.noRecipe)).toBeVisible();

    await link.fill(`http://127.0.0.1:${linkPagesPort}${w.page}`);
    await page.getByRole('button', { name: w.import }).click();
    const draft = page.getByRole('region', { name: w.name });
    await expect(draft.getByText(w.line, { exact: true })).toBeVisible();
    // The bar of the link before is gone with its answer.
    await expect(page.getByText(w.noRecipe)).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-draft-375-${lang}.png`), fullPage: true });
    await draft.getByRole('button', { name: w.save }).click();

    // The kept recipe opens: its amounts for 4, then for 6 (kitchen measures stay what they are).
    await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible();
    await expect(page.getByText(w.line, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: w.more }).click();
    await page.getByRole('button', { name: w.more }).click();
    await expect(page.getByRole('group', { name: w.servings }).getByText(w.six)).toBeVisible();
    await expect(page.getByText(w.scaled, { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-375-${lang}.png`), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // On a desktop the ingredients and the steps stand side by side.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-1280-${lang}.png`) });

    await page.getByRole('link', { name: w.back }).click();
    await expect(page.getByRole('link', { name: new RegExp(w.name) })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
