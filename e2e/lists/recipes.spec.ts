import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser } from '../helpers';
import { e2ePorts } from '../ports';
import { createListApi, itemRow, newPerson } from './lists-support';

// A recipe page's link is read into a recipe, kept, cooked from at another number of servings, put on a shopping list
// (what is at home left out, amounts merged) and taken off it again.

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
  // The recipes' pictures, at the addresses the pages give (relative to them).
  const picture = readFileSync(new URL('./fixtures/bliny.jpg', import.meta.url));
  const pictures = ['/images/recepty/bliny-na-moloke.jpg', '/images/2024/08/tomato-cobbler-16x9.jpg'];
  site = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (pictures.includes(request.url ?? ''))
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(e2ePorts.recipePages, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const words = {
  ru: {
    page: '/bliny',
    title: 'Рецепты',
    link: 'Ссылка на рецепт',
    import: 'Загрузить',
    save: 'Сохранить рецепт',
    ingredients: 'Ингредиенты',
    name: 'Тонкие блины на молоке',
    line: '200 г муки',
    more: 'Больше порций',
    six: '6 порций',
    servings: 'Порции',
    scaled: '300 г',
    noRecipe: 'На этой странице не нашлось рецепта',
    back: 'Все рецепты',
    // A shopping list with flour on it: the recipe's flour adds to it (300 г on 1 кг), its salt is at home.
    listName: 'Продукты',
    onList: '1 кг муки',
    addToList: 'В список покупок',
    flourOnList: 'уже в списке: 1 кг',
    salt: 'соли',
    atHome: 'есть дома',
    add: /^Добавить \d+ продукт/,
    added: /в списке «Продукты»/,
    flour: 'Мука пшеничная',
    merged: /1,3\s*кг/,
    saltGood: 'Соль',
    edit: 'Изменить',
    fromRecipe: /на 6 порций/,
    takeBack: 'Убрать рецепт из списка',
    undo: 'Отменить',
    noNetwork: /^Нет связи/,
  },
  en: {
    page: '/cobbler',
    title: 'Recipes',
    link: 'Recipe link',
    import: 'Import',
    save: 'Save the recipe',
    ingredients: 'Ingredients',
    name: 'Tomato Cobbler with Cheddar & Chive Biscuits',
    line: '2 tbsp olive oil',
    more: 'More servings',
    six: '6 servings',
    servings: 'Servings',
    scaled: '2.25 cups',
    noRecipe: 'No recipe was found on this page',
    back: 'All recipes',
    // Cups of flour do not add up with kilograms: they go into the note of the flour on the list.
    listName: 'Groceries',
    onList: 'flour 1 kg',
    addToList: 'Add to shopping list',
    flourOnList: 'already on the list: 1 kg',
    salt: 'salt',
    atHome: 'at home',
    add: /^Add \d+ goods?$/,
    added: /is on “Groceries”/,
    flour: 'Plain flour',
    merged: /2\.25 cups/,
    saltGood: 'Salt',
    edit: 'Edit',
    fromRecipe: /for 6 servings/,
    takeBack: 'Take the recipe off the list',
    undo: 'Undo',
    noNetwork: /^No network/,
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
    await link.fill(`http://127.0.0.1:${e2ePorts.recipePages}/article`);
    await page.getByRole('button', { name: w.import }).click();
    await expect(page.getByText(w.noRecipe)).toBeVisible();

    await link.fill(`http://127.0.0.1:${e2ePorts.recipePages}${w.page}`);
    await page.getByRole('button', { name: w.import }).click();
    const draft = page.getByRole('region', { name: w.name });
    await expect(draft.getByText(w.line, { exact: true })).toBeVisible();
    // The bar of the link before is gone with its answer.
    await expect(page.getByText(w.noRecipe)).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-draft-375-${lang}.png`), fullPage: true });
    // Set right in the recipe's form before it is kept: the page's lines there, its picture kept.
    await draft.getByRole('button', { name: w.edit }).click();
    const form = page.getByRole('form', { name: w.name });
    expect(await form.getByRole('textbox', { name: w.ingredients }).inputValue()).toContain(w.line);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`recipe-form-375-${lang}.png`), fullPage: true });
    await form.getByRole('button', { name: w.save }).click();

    // The kept recipe opens: its amounts for 4, then for 6 (kitchen measures stay what they are).
    await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible();
    // Its picture, the app's own copy read in the background, shows once it is there.
    const shownPicture = page.locator('main img[src^="/api/recipes/"]');
    await expect(shownPicture).toBeVisible();
    await expect.poll(() => shownPicture.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBe(800);
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

    await page.setViewportSize({ width: 375, height: 800 });

    // On the shopping list: the review shows what is there and unticks what is at home.
    const list = await createListApi(page, w.listName);
    const pasted = await page.request.post(`/api/list/${list.id}/add-text`, { data: { text: w.onList } });
    expect(pasted.status(), await pasted.text()).toBe(201);
    await page.getByRole('button', { name: w.addToList }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(w.flourOnList)).toBeVisible();
    const salt = dialog.getByRole('checkbox', { name: new RegExp(w.salt) });
    await expect(salt).not.toBeChecked();
    await expect(dialog.getByText(w.atHome, { exact: false }).first()).toBeVisible();
    await expect(dialog.getByRole('group', { name: w.servings }).getByText(w.six)).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-review-375-${lang}.png`), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-review-1280-${lang}.png`) });
    await page.setViewportSize({ width: 375, height: 800 });
    await dialog.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();

    // The list: the flour holds the recipe's amount too; the salt stayed at home.
    await page.goto(`/lists/${list.id}`);
    const flour = itemRow(page, w.flour);
    await expect(flour).toContainText(w.merged);
    await expect(itemRow(page, w.saltGood)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`recipe-on-list-375-${lang}.png`), fullPage: true });

    // Its dialog names the recipe, and takes it off the list again: the flour keeps what was there before.
    await flour.getByRole('button', { name: new RegExp(w.edit) }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: w.fromRecipe })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`item-recipes-375-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: w.takeBack }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(flour).not.toContainText(w.merged);
    // The goods only the recipe put there left with it.
    const left = async () => ((await (await page.request.get(`/api/list/${list.id}`)).json()) as unknown[]).length;
    await expect.poll(left).toBe(1);
    // Taken off by mistake: the undo puts it back as it was, for 6 servings, the salt still at home.
    await page.getByRole('status').getByRole('button', { name: w.undo }).click();
    await expect(flour).toContainText(w.merged);
    await expect(itemRow(page, w.saltGood)).toHaveCount(0);

    await page.goto('/recipes');
    await expect(page.getByRole('link', { name: new RegExp(w.name) })).toBeVisible();

    // Without signal in the kitchen: the add waits in the queue, and goes once the network is back: 6 servings and 4 more.
    await page.getByRole('link', { name: new RegExp(w.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: w.addToList }).click();
    const offline = page.getByRole('dialog');
    await expect(offline.getByText(w.noNetwork)).toBeVisible();
    await expect(offline.getByRole('checkbox', { name: new RegExp(w.salt) })).not.toBeChecked();
    await page.screenshot({ path: test.info().outputPath(`recipe-offline-375-${lang}.png`), fullPage: true });
    await offline.getByRole('button', { name: w.add }).click();
    await expect(offline).toBeHidden();
    await context.setOffline(false);
    const servingsOnList = async () => {
      const listed = (await (await page.request.get(`/api/list/${list.id}`)).json()) as {
        recipes?: { servings: number }[];
      }[];
      return listed.find((item) => item.recipes?.length)?.recipes?.[0]?.servings;
    };
    await expect.poll(servingsOnList).toBe(10);
    expect(errors).toEqual([]);
    await context.close();
  });
}
