import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, productId, signUp, type TestUser } from '../../../test/factories.js';
import { type PageServer, startPageServer } from '../../../test/page-server.js';
import {
  largeRecipePage,
  type RecipePageFixture,
  readRecipeFixture,
  recipePageFixtures,
  recipesAt,
} from './fixtures/fixtures.test-support.js';

let t: TestApp;
let pages: PageServer;
let anna: TestUser;
beforeAll(async () => {
  pages = await startPageServer();
  // The fixtures' server is on 127.0.0.1, which only LINK_FETCH_ALLOW lets through (as an intranet's would be).
  t = await createTestApp({
    linkFetch: { allow: pages.allow, readPages: false },
    limits: { searchesPerMinute: 600, pastesPerMinute: 20, importsPerMinute: 1000 },
  });
  anna = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const fixture = (file: string): RecipePageFixture => recipePageFixtures.find((f) => f.file === file)!;
const importing = (url: string, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, anna, 'POST', '/api/recipes/import', { url }, lang);

describe('importing a recipe page', () => {
  for (const page of recipePageFixtures.filter((f) => f.recipes.length > 0)) {
    it(`reads ${page.shape}`, async () => {
      const url = pages.html(`/${page.file}`, readRecipeFixture(page.file));
      const { status, body } = await importing(url);
      expect(status, JSON.stringify(body)).toBe(200);
      const [expected] = recipesAt(page, new URL(url));
      expect(body).toMatchObject({
        name: expected!.name,
        source: url,
        image: expected!.image,
        servings: expected!.servings,
        steps: expected!.steps,
      });
      // Every line is there, in order (a line naming several goods gives each of them, with the line's text).
      expect([...new Set(body.ingredients.map((i: { text: string }) => i.text))]).toEqual(expected!.ingredients);
    });
  }

  it('reads the lines to goods of the catalogue, a line naming two goods as two', async () => {
    const url = pages.html('/borshch', readRecipeFixture('yoast-graph.html'));
    const { body } = await importing(url);
    const [garlic, salt] = await Promise.all(['Garlic', 'Salt'].map((name) => productId(t.app, name)));
    expect(body.ingredients).toContainEqual(
      expect.objectContaining({ text: '3 зубчика чеснока', amount: 3, unit_ru: 'зубчик', itemId: garlic }),
    );
    const seasoning = body.ingredients.filter((i: { text: string }) => i.text === 'соль, перец — по вкусу');
    expect(seasoning).toHaveLength(2);
    expect(seasoning[0]).toMatchObject({ amount: null, unit: null, note: 'по вкусу', itemId: salt });
    expect(seasoning[1]).toMatchObject({ name: 'перец', note: 'по вкусу' });
  });

  it('takes the page’s first recipe when it has two', async () => {
    const url = pages.html('/two', readRecipeFixture('two-recipes.html'));
    const { body } = await importing(url);
    expect(body.name).toBe(fixture('two-recipes.html').recipes[0]!.name);
  });

  it('reads a page of 3 MB from its first 2 MB, where its recipe is', async () => {
    const url = pages.html('/large', largeRecipePage({ recipeAt: 'head' }));
    const { status, body } = await importing(url);
    expect(status).toBe(200);
    expect(body.name).toBe(fixture('yoast-graph.html').recipes[0]!.name);
    const late = pages.html('/large-late', largeRecipePage({ recipeAt: 'end' }));
    expect((await importing(late)).body.code).toBe('RECIPE_NOT_FOUND');
  });

  it('says in the user’s language that a page has no recipe', async () => {
    const url = pages.html('/article', readRecipeFixture('no-recipe.html'));
    const ru = await importing(url);
    expect(ru.status).toBe(400);
    expect(ru.body).toMatchObject({ code: 'RECIPE_NOT_FOUND', message: expect.stringContaining('не нашлось рецепта') });
    const en = await importing(url, 'en');
    expect(en.body.message).toMatch(/^No recipe was found on this page/);
  });
});

describe('links a recipe is not imported from', () => {
  it('refuses a private address, also behind a redirect', async () => {
    // Port 1 of 127.0.0.1: loopback, and not the allowed server.
    const direct = await importing('http://127.0.0.1:1/recipe');
    expect(direct.status).toBe(400);
    expect(direct.body.code).toBe('URL_REFUSED');
    const redirect = pages.page('/to-loopback', (_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.1:1/admin' }).end();
    });
    const redirected = await importing(redirect);
    expect(redirected.body).toMatchObject({ code: 'URL_REFUSED', message: expect.stringContaining('общедоступный') });
    // Nothing was asked of the refused address: the page server got only the redirect's request.
    expect(pages.requests.filter((r) => r.url === '/admin')).toEqual([]);
  });

  it('refuses what is no web address before fetching anything', async () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'рецепт борща']) {
      const answer = await importing(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('tells why a page could not be read, in the user’s language', async () => {
    const missing = `${pages.origin}/no-such-page`;
    const ru = await importing(missing);
    expect(ru.status).toBe(502);
    expect(ru.body).toMatchObject({
      code: 'FETCH_FAILED',
      message: 'Не удалось загрузить страницу: сайт ответил ошибкой',
    });
    const picture = pages.html('/photo.jpg', Buffer.from([0xff, 0xd8, 0xff]), { 'content-type': 'image/jpeg' });
    expect((await importing(picture, 'en')).body.message).toBe('The page could not be loaded: it is not a web page');
  });

  it('is for signed-in users only', async () => {
    const answer = await call(t.app, null, 'POST', '/api/recipes/import', { url: `${pages.origin}/x` });
    expect(answer.status).toBe(401);
  });
});
