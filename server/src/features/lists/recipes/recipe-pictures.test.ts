import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, listWithMember, signUp, type TestUser } from '../../../test/factories.js';
import { onePixelPng, type PageServer, startPageServer } from '../../../test/page-server.js';

// A recipe's picture is on another site, which the app's pages may not load (img-src 'self') and a kitchen without
// signal cannot reach: the app keeps its own copy, read in the background, and serves it to the recipe's readers.

let pages: PageServer;
let t: TestApp;
beforeAll(async () => {
  pages = await startPageServer();
  t = await createTestApp({ linkFetch: { allow: pages.allow, readPages: false } });
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const recipe = (image: string) => ({ name: 'Блины', ingredients: ['200 г муки'], image });
const picture = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const recipeOf = async (user: TestUser, id: number) => (await call(t.app, user, 'GET', `/api/recipes/${id}`)).body;

describe("a recipe's picture", () => {
  it('is read into the app’s copy and served to whoever may read the recipe', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const stranger = await signUp(t.app);
    const image = pages.page('/bliny.png', (_q, r) =>
      r.writeHead(200, { 'content-type': 'image/png' }).end(onePixelPng),
    );
    const saved = await call(t.app, owner, 'POST', '/api/recipes', recipe(image));
    expect(saved.body).toMatchObject({ image, picture: null });
    await t.app.recipePictures.flush();
    const { picture: address } = await recipeOf(owner, saved.body.id);
    expect(address).toMatch(new RegExp(`^/api/recipes/${saved.body.id}/picture\\?v=[\\w-]+$`));

    const served = await picture(owner, address);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
    // Not for those who cannot read the recipe; a member of a list it is on can.
    expect((await picture(member, address)).statusCode).toBe(404);
    expect((await picture(stranger, address)).statusCode).toBe(404);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/recipe`, { recipe: saved.body.id });
    expect((await picture(member, address)).statusCode).toBe(200);
    expect((await recipeOf(member, saved.body.id)).picture).toBe(address);
    // An older version is not served.
    expect((await picture(owner, `/api/recipes/${saved.body.id}/picture?v=old`)).statusCode).toBe(404);
  });

  it('is read again when the image changes, and is gone with it', async () => {
    const anna = await signUp(t.app);
    const first = pages.page('/a.png', (_q, r) => r.writeHead(200, { 'content-type': 'image/png' }).end(onePixelPng));
    const { body } = await call(t.app, anna, 'POST', '/api/recipes', recipe(first));
    await t.app.recipePictures.flush();
    expect((await recipeOf(anna, body.id)).picture).not.toBeNull();
    // Not a picture (an HTML page, an SVG that may hold script): the recipe shows none.
    const page = pages.html('/not-a-picture', '<html><body>404</body></html>');
    const changed = await call(t.app, anna, 'PATCH', `/api/recipes/${body.id}`, { image: page });
    expect(changed.body).toMatchObject({ image: page, picture: null });
    await t.app.recipePictures.flush();
    expect((await recipeOf(anna, body.id)).picture).toBeNull();
    await call(t.app, anna, 'PATCH', `/api/recipes/${body.id}`, { image: first });
    await t.app.recipePictures.flush();
    expect((await recipeOf(anna, body.id)).picture).not.toBeNull();
    await call(t.app, anna, 'PATCH', `/api/recipes/${body.id}`, { image: null });
    const rows = rowsOf(await t.app.db.execute(sql`select 1 from recipe_pictures where recipe_id = ${body.id}`));
    expect(rows).toHaveLength(0);
  });

  it('is tried again later when its site cannot be reached, and an address not opened is given up at once', async () => {
    const boris = await signUp(t.app);
    const down = pages.page('/drop.png', (request) => request.socket.destroy());
    const refused = 'http://10.0.0.1/pic.png';
    const save = async (image: string) => (await call(t.app, boris, 'POST', '/api/recipes', recipe(image))).body.id;
    const a = await save(down);
    const b = await save(refused);
    await t.app.recipePictures.flush();
    const state = rowsOf(
      await t.app.db.execute(
        sql`select recipe_id, tries, read_at is not null as done from recipe_pictures where recipe_id in (${a}, ${b})
          order by recipe_id`,
      ),
    );
    expect(state).toEqual([
      { recipe_id: a, tries: 1, done: false },
      { recipe_id: b, tries: 1, done: true },
    ]);
  });
});
