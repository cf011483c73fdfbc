import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { goodsIcons } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';
import { firstScreenRows } from './first-screen.js';

// A list's page for its reader comes with the answers the app starts with and, for the rows view of a shopping list,
// its first screenful drawn (issue 51); every other page, and every other reader, gets the plain page.

/** The app's scripts as the build names them in index.html (web/boot-priority.ts). */
const bootTags =
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/api-b2.js">\n' +
  '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/texts-c3.js">';
const index = `<!doctype html><html lang="ru"><head><title>Листок</title>${bootTags}</head><body><div id="root"><span>boot</span></div></body></html>`;
const words = (lang: string) => ({
  back: `${lang}:back`,
  actions: `${lang}:actions`,
  progress: `${lang}: {{done}} of {{total}}`,
  addLabel: `${lang}:add`,
  addPlaceholder: `${lang}:placeholder`,
  addHint: `${lang}:hint`,
  view: `${lang}:view`,
  sort: `${lang}:sort`,
  number: '#',
  name: `${lang}:name`,
  amount: `${lang}:amount`,
  added: `${lang}:added`,
  done: `${lang}:done`,
});

/** The build's pictures, as web/first-screen-words.ts writes them: a symbol per icon under the drawing's id. */
const icons = Object.fromEntries(
  goodsIcons.map((name) => [
    name,
    `<symbol id="first-screen-icon-${name}" viewBox="0 0 32 32"><path d="M1 1h30"/></symbol>`,
  ]),
);

let t: TestApp;
let webDist: string;
let owner: TestUser;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'listok-web-'));
  writeFileSync(join(webDist, 'index.html'), index);
  writeFileSync(
    join(webDist, 'first-screen.json'),
    JSON.stringify({ icons, words: { ru: words('ru'), en: words('en') } }),
  );
  t = await createTestApp({ webDist });
  owner = await signUp(t.app);
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(user && { cookie: user.cookie }), ...headers } });

/** The answers the page hands over (`script[data-page-answer]`), by address, parsed. */
function answersOf(html: string) {
  const found = [
    ...html.matchAll(
      /<script type="application\/json" data-page-answer="([^"]*)" data-headers="([^"]*)">(.*?)<\/script>/gs,
    ),
  ];
  const unquote = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    found.map(([, address, headers, body]) => [
      unquote(address!),
      { body: JSON.parse(body!), headers: JSON.parse(unquote(headers!)) },
    ]),
  ) as Record<string, { body: any; headers: Record<string, string> }>;
}

const drawnRows = (html: string) =>
  html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>')).split('<tr').length - 1;

async function listOf(user: TestUser, names: string[], kind?: 'todo') {
  const name = 'Дача </script><b>& "у реки"';
  const { status, body } = await call(t.app, user, 'POST', '/api/lists', { name, ...(kind && { kind }) });
  expect(status, JSON.stringify(body)).toBe(201);
  const items = [];
  for (const name of names) {
    const added = await call(t.app, user, 'POST', `/api/list/${body.id}/item/user-create`, { name });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    items.push(added.body as { id: number });
  }
  return { id: body.id as number, items };
}

describe("a list's page", () => {
  it('carries the answers the app starts with, the same as the calls give, and the first screenful', async () => {
    const list = await listOf(owner, ['Молоко', 'Сыр "Российский" & ко', 'Хлеб']);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${list.items[2]!.id}`, {});
    const response = await page(owner, `/lists/${list.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const html = response.body;

    const answers = answersOf(html);
    const menu = await t.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie: owner.cookie } });
    expect(answers.menu?.body).toEqual(menu.json());
    const header = await call(t.app, owner, 'GET', `/api/list/${list.id}/header`);
    const items = await call(t.app, owner, 'GET', `/api/list/${list.id}?sort=added_at`);
    expect(answers[`/api/list/${list.id}/header`]?.body).toEqual(header.body);
    expect(answers[`/api/list/${list.id}?sort=added_at`]).toEqual({
      body: items.body,
      headers: { 'Items-Version': items.response.headers['items-version'] },
    });

    // Drawn before the root, the open goods only, every text escaped: a name ends no element of the page. The head
    // holds the first frame until the drawing is parsed whole (a to-do list's page, below, has neither).
    expect(html.indexOf('<div id="first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="expect" href="#first-screen" blocking="render">',
    );
    // Its app's scripts are named, the entry first, for public/theme.js to ask for after that frame.
    expect(html).toContain(
      '<meta name="listok-boot" content="/assets/index-a1.js /assets/api-b2.js /assets/texts-c3.js">',
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(drawnRows(html)).toBe(2);
    expect(html).toContain('ru: 1 of 3');
    expect(html).toContain('Дача &lt;/script&gt;&lt;b&gt;&amp; &quot;у реки&quot;');
    expect(html).toContain('Сыр &quot;Российский&quot; &amp; ко');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('defines the pictures of its goods in itself, each once, and asks for no other file for them', async () => {
    const list = await listOf(owner, ['Молоко', 'Хлеб', 'Молоко пастеризованное', 'Вещь без картинки']);
    const html = (await page(owner, `/lists/${list.id}`)).body;
    const used = [...html.matchAll(/<use href="#first-screen-icon-([\w-]+)">/g)].map((match) => match[1]!);
    expect(used.length).toBeGreaterThanOrEqual(2);
    for (const icon of new Set(used)) {
      expect(html.split(`<symbol id="first-screen-icon-${icon}"`), icon).toHaveLength(2);
    }
    const defined = [...html.matchAll(/<symbol id="first-screen-icon-([\w-]+)"/g)].map((match) => match[1]);
    expect(defined.toSorted()).toEqual([...new Set(used)].toSorted());
    expect(html).not.toMatch(/<use href="[^#]/);
  });

  it("is drawn in the reader's language", async () => {
    const reader = await signUp(t.app);
    const list = await listOf(reader, ['Coffee']);
    const switched = await t.app.inject({
      method: 'GET',
      url: '/api/lang/en',
      headers: { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(switched.statusCode).toBe(200);
    const html = (await page(reader, `/lists/${list.id}`, { cookie: `${reader.cookie}; lang=en` })).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('en:placeholder');
    expect(html).toContain('>Listok<');
  });

  it('draws a screenful of a long list and says how many rows the table has', async () => {
    const names = Array.from({ length: firstScreenRows + 3 }, (_, i) => `Товар ${i + 1}`);
    const list = await listOf(owner, names);
    const html = (await page(owner, `/lists/${list.id}`)).body;
    expect(drawnRows(html)).toBe(firstScreenRows);
    expect(html).toContain(`aria-rowcount="${names.length + 1}"`);
  });

  it('is the plain page for a list the app draws in windows', async () => {
    const { id } = await listOf(owner, []);
    // Put on the list in one statement: four hundred calls would be the test's whole time.
    await t.app.db.execute(sql`
      with made as (
        insert into products (name_ru, name_en, common)
        select 'Товар с длинным названием ' || g, 'A good of a long name ' || g, false from generate_series(1, 400) g
        returning id)
      insert into list_items (list_id, product_id, unit_id, added_by)
      select ${id}, made.id, (select id from units where code = 'pcs'), ${owner.id} from made`);
    expect((await call(t.app, owner, 'GET', `/api/list/${id}?sort=added_at`)).body).toHaveLength(400);
    expect((await page(owner, `/lists/${id}`)).body).toBe(index);
  });

  it('is compressed for a browser that accepts it', async () => {
    const list = await listOf(owner, ['Чай']);
    const response = await page(owner, `/lists/${list.id}`, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="first-screen"');
  });

  it('draws the members and leaves a list with another member on a trip to the app', async () => {
    const { owner: first, member, list } = await listWithMember(t.app);
    expect((await call(t.app, first, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Кефир' })).status).toBe(
      201,
    );
    const drawn = (await page(first, `/lists/${list.id}`)).body;
    expect(drawn).toContain('id="first-screen"');
    expect(drawn).toContain(`>${member.username[0]!.toUpperCase()}</span>`);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/shopping`)).status).toBe(204);
    const html = (await page(first, `/lists/${list.id}`)).body;
    expect(answersOf(html)[`/api/list/${list.id}/header`]?.body.members).toHaveLength(2);
    expect(html).not.toContain('id="first-screen"');
  });

  it('carries the answers of a to-do list without drawing it', async () => {
    const list = await listOf(owner, [], 'todo');
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Позвонить маме' });
    const html = (await page(owner, `/lists/${list.id}`)).body;
    expect(answersOf(html)[`/api/list/${list.id}/header`]?.body.kind).toBe('todo');
    expect(html).not.toContain('first-screen');
    expect(html).toContain(bootTags);
    expect(html).not.toContain('listok-boot');
  });

  it('is the plain page for a visitor, a stranger, a code in the address and any other screen', async () => {
    const list = await createList(t.app, owner);
    const stranger = await signUp(t.app);
    for (const [user, url] of [
      [null, `/lists/${list.id}`],
      [stranger, `/lists/${list.id}`],
      [owner, `/lists/${list.id}?ac=${list.access}`],
      [owner, '/lists'],
      [owner, '/lists/999999'],
    ] as const) {
      const response = await page(user, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(index);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
