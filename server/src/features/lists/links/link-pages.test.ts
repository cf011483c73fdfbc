import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, signUp, type TestUser } from '../../../test/factories.js';
import { onePixelPng, type PageServer, startPageServer } from '../../../test/page-server.js';
import { linkTries } from './link-pages.reader.js';

// A pasted shop link is named for what it sells (issue: «ozon.ru» three times on a wish list): the page's title
// becomes a plain entry's name while the host is still its name, and its picture the item's thumbnail.

const png = onePixelPng;

let pages: PageServer;
let t: TestApp;
let anna: TestUser;
let boris: TestUser;

beforeAll(async () => {
  pages = await startPageServer();
  t = await createTestApp({ linkFetch: { allow: pages.allow, readPages: false } });
  [anna, boris] = await Promise.all([signUp(t.app), signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const product = (name: string, image: string) =>
  `<html><head><title>${name} — купить в интернет-магазине</title><meta property="og:image" content="${image}">
  <script type="application/ld+json">{"@type":"Product","name":"${name}","offers":{"price":"1299","priceCurrency":"RUB"}}</script>
  </head><body>…</body></html>`;

async function wishList(owner: TestUser) {
  const list = (await call(t.app, owner, 'POST', '/api/lists', { name: 'Дни рождения', kind: 'wishlist' })).body;
  return list as { id: number; access: string };
}

async function items(user: TestUser, listId: number, ac?: string) {
  const answer = await call(t.app, user, 'GET', `/api/list/${listId}${ac ? `?ac=${ac}` : ''}`);
  return answer.body as { id: number; name: string; link: string | null; picture?: string }[];
}

const paste = (user: TestUser, listId: number, text: string) =>
  call(t.app, user, 'POST', `/api/list/${listId}/add-text`, { text });

const version = async (listId: number) =>
  rowsOf<{ v: number }>(await t.app.db.execute(sql`select items_version as v from lists where id = ${listId}`))[0]!.v;

describe('a pasted link', () => {
  it('is named by its host until its page is read, then by the page, with its picture', async () => {
    const list = await wishList(anna);
    pages.page('/pic.png', (_q, r) => r.writeHead(200, { 'content-type': 'image/png' }).end(png));
    const link = pages.html('/headphones', product('Наушники Sony WH-1000XM5', '/pic.png'));
    expect((await paste(anna, list.id, link)).status).toBe(201);
    expect(await items(anna, list.id)).toMatchObject([{ name: '127.0.0.1', link }]);
    expect((await items(anna, list.id))[0]?.picture).toBeUndefined();

    const before = await version(list.id);
    await t.app.linkPages.flush();
    const [item] = await items(anna, list.id);
    expect(item).toMatchObject({ name: 'Наушники Sony WH-1000XM5', link, picture: expect.any(String) });
    // The readers hear of it: the items version moved on.
    expect(await version(list.id)).toBe(before + 1);

    // The thumbnail is served to whoever may read the list, at the address of its version.
    const address = `/api/list/${list.id}/picture/${item!.id}?v=${item!.picture}`;
    const picture = (user: TestUser | null, url: string) =>
      t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
    const served = await picture(anna, address);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await picture(boris, address)).statusCode).toBe(404);
    expect((await picture(boris, `${address}&ac=${list.access}`)).statusCode).toBe(200);
    expect((await picture(null, `${address}&ac=${list.access}`)).statusCode).toBe(200);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}/picture/${item!.id}?v=old`)).status).toBe(404);
  });

  it('cuts a long title at a word, within an entry’s length', async () => {
    const list = await wishList(anna);
    const link = pages.html('/long', product(Array.from({ length: 60 }, (_, i) => `слово${i}`).join(' '), '/none.png'));
    await paste(anna, list.id, link);
    await t.app.linkPages.flush();
    const [item] = await items(anna, list.id);
    expect(Array.from(item!.name).length).toBeLessThanOrEqual(256);
    expect(item!.name).toMatch(/^слово0 слово1 .* слово\d+…$/);
  });

  it('keeps a name the user gave, and the host when the page cannot be read, trying again later', async () => {
    const list = await wishList(anna);
    const renamed = pages.html('/renamed', product('Кофемолка', '/none.png'));
    const missing = `${pages.origin}/gone`;
    await paste(anna, list.id, `${renamed}\n${missing}`);
    const [first] = await items(anna, list.id);
    await call(t.app, anna, 'PATCH', `/api/list/item/update/${first!.id}`, { name: 'Мельница для кофе' });
    await t.app.linkPages.flush();

    const read = await items(anna, list.id);
    // The user's name stays; the picture that is not there leaves none.
    expect(read.find((i) => i.link === renamed)).toMatchObject({ name: 'Мельница для кофе' });
    expect(read.find((i) => i.link === renamed)?.picture).toBeUndefined();
    expect(read.find((i) => i.link === missing)).toMatchObject({ name: '127.0.0.1' });
    const [state] = rowsOf<{ tries: number; waiting: boolean }>(
      await t.app.db.execute(
        sql`select tries, read_at is null and next_at > now() as waiting from link_pages where link = ${missing}`,
      ),
    );
    expect(state).toEqual({ tries: 1, waiting: true });

    // The page comes back on a later try: the entry takes its name then.
    pages.html('/gone', product('Чайник', '/none.png'));
    await t.app.db.execute(sql`update link_pages set next_at = now() where link = ${missing}`);
    await t.app.linkPages.flush();
    expect((await items(anna, list.id)).find((i) => i.link === missing)).toMatchObject({ name: 'Чайник' });
  });

  it('gives up after the last try: the host stays the name', async () => {
    const list = await wishList(anna);
    const link = `${pages.origin}/never`;
    await paste(anna, list.id, link);
    for (let i = 0; i < linkTries; i += 1) {
      await t.app.db.execute(sql`update link_pages set next_at = now() where link = ${link} and read_at is null`);
      await t.app.linkPages.flush();
    }
    const [state] = rowsOf<{ tries: number; done: boolean }>(
      await t.app.db.execute(sql`select tries, read_at is not null as done from link_pages where link = ${link}`),
    );
    expect(state).toEqual({ tries: linkTries, done: true });
    expect(await items(anna, list.id)).toMatchObject([{ name: '127.0.0.1' }]);
  });

  it('never reaches a private address the configuration does not allow, nor keeps what is not a picture', async () => {
    const guarded = await createTestApp({ linkFetch: { allow: [], readPages: false } });
    try {
      const owner = await signUp(guarded.app);
      const list = (await call(guarded.app, owner, 'POST', '/api/lists', { name: 'W', kind: 'wishlist' })).body;
      const seen = pages.requests.length;
      const link = pages.html('/private', product('Секрет', '/pic.png'));
      await call(guarded.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: link });
      await guarded.app.linkPages.flush();
      expect(pages.requests.length).toBe(seen);
      expect((await call(guarded.app, owner, 'GET', `/api/list/${list.id}`)).body).toMatchObject([
        { name: '127.0.0.1' },
      ]);
    } finally {
      await guarded.close();
    }

    const list = await wishList(anna);
    pages.page('/fake.png', (_q, r) => r.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload=x>'));
    const link = pages.html('/fake', product('Лампа', '/fake.png'));
    await paste(anna, list.id, link);
    await t.app.linkPages.flush();
    const [item] = await items(anna, list.id);
    expect(item).toMatchObject({ name: 'Лампа' });
    expect(item?.picture).toBeUndefined();
  });

  it('is read again once changed, and forgotten once taken away', async () => {
    const list = await wishList(anna);
    const first = pages.html('/first', product('Плед', '/none.png'));
    await paste(anna, list.id, first);
    await t.app.linkPages.flush();
    const [item] = await items(anna, list.id);
    expect(item).toMatchObject({ name: 'Плед' });
    const second = pages.html('/second', product('Подушка', '/none.png'));
    await call(t.app, anna, 'PATCH', `/api/list/item/update/${item!.id}`, { link: second });
    const [pending] = rowsOf<{ link: string; read: boolean }>(
      await t.app.db.execute(sql`select link, read_at is not null as read from link_pages where item_id = ${item!.id}`),
    );
    expect(pending).toEqual({ link: second, read: false });
    await t.app.linkPages.flush();
    // A name from an earlier page is the user's now: only a host is replaced.
    expect((await items(anna, list.id))[0]).toMatchObject({ name: 'Плед', link: second });
    await call(t.app, anna, 'PATCH', `/api/list/item/update/${item!.id}`, { link: '' });
    const left = rowsOf(await t.app.db.execute(sql`select 1 from link_pages where item_id = ${item!.id}`));
    expect(left).toEqual([]);
  });
});
