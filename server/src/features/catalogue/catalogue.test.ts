import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { unitTable } from '@listok/contract/base';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, autocompleteNames, call, createList, listWithMember, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('units and categories', () => {
  it('lists units with their code and both names, pieces first, in the order of the unit table', async () => {
    const { status, body } = await call(t.app, null, 'GET', '/api/units');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ id: expect.any(Number), code: 'pcs', name_ru: 'шт', name_en: 'pcs' });
    expect(body.map((u: { code: string }) => u.code)).toEqual(unitTable.map((u) => u.code));
    expect(body.map((u: { name_en: string }) => u.name_en)).toEqual(expect.arrayContaining(['kg', 'g', 'l', 'ml']));
  });

  it('lists at least 12 categories with both names', async () => {
    const { body } = await call(t.app, null, 'GET', '/api/categories');
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body[0]).toEqual({ id: expect.any(Number), name_ru: expect.any(String), name_en: expect.any(String) });
  });
});

describe('GET /api/item/names: the catalogue’s names for the device', () => {
  it('gives every common product by id with its name in the language and details, none of anyone’s own', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user);
    await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Мамин пирог' });
    const [common] = await t.app.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.common, true), isNull(products.deletedAt)));
    const ru = await call(t.app, user, 'GET', '/api/item/names');
    expect(ru.status).toBe(200);
    expect(ru.body).toHaveLength(common!.n);
    expect(ru.body).toContainEqual({
      id: expect.any(Number),
      name: 'Молоко',
      details: expect.any(String),
      icon: expect.any(String),
    });
    expect(ru.body.some((p: { name: string }) => p.name === 'Мамин пирог')).toBe(false);
    expect(ru.response.headers['cache-control']).toBe('private, max-age=86400');
    const en = await call(t.app, user, 'GET', '/api/item/names', undefined, 'en');
    const milk = ru.body.find((p: { name: string }) => p.name === 'Молоко');
    expect(en.body.find((p: { id: number }) => p.id === milk.id).name).toBe('Milk');
    // Its picture is the one its rows on a list show.
    const butter = ru.body.find((p: { name: string }) => p.name === 'Масло сливочное');
    for (const [good, nameEn] of [
      [milk, 'Milk'],
      [butter, 'Butter'],
    ] as const)
      expect((await addItem(t.app, user, list.id, nameEn)).icon).toBe(good.icon);
    expect(milk.icon).not.toBe(butter.icon);
    expect((await call(t.app, null, 'GET', '/api/item/names')).status).toBe(401);
  });

  it('comes compressed to a browser that accepts it, the same names as without', async () => {
    const user = await signUp(t.app);
    const plain = await call(t.app, user, 'GET', '/api/item/names');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decompress] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/item/names',
        headers: { cookie: user.cookie, 'accept-encoding': accepted },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(plain.body).length / 3);
      expect(JSON.parse(decompress(answer.rawPayload).toString('utf8'))).toEqual(plain.body);
    }
  });
});

describe('GET /api/item/autocomplete', () => {
  it('refuses one user more searches at once than the limit: 429 TOO_MANY_AT_ONCE, the others answered', async () => {
    const user = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(t.app, user, 'GET', `/api/item/autocomplete?name=mol${i}`)),
    );
    const outcomes = answers.map(({ status, body }) => (status === 200 ? 200 : `${status} ${body.code}`));
    expect(outcomes).toContain(200);
    expect(outcomes).toContain('429 TOO_MANY_AT_ONCE');
    expect(outcomes.filter((o) => o !== 200 && o !== '429 TOO_MANY_AT_ONCE')).toEqual([]);
  });

  it('finds goods by the name in the current language, prefix matches first', async () => {
    const user = await signUp(t.app);
    const ru = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('мол')}`);
    expect(ru.status).toBe(200);
    expect(ru.body[0]).toEqual({ id: expect.any(Number), name: 'Молоко', details: '' });
    const names: string[] = ru.body.map((s: { name: string }) => s.name);
    const firstContains = names.findIndex((n) => !n.toLowerCase().startsWith('мол'));
    if (firstContains >= 0)
      expect(names.slice(firstContains).every((n) => !n.toLowerCase().startsWith('мол'))).toBe(true);
    const en = await call(t.app, user, 'GET', '/api/item/autocomplete?name=MILK', undefined, 'en');
    expect(en.body[0].name).toBe('Milk');
  });

  it("tells the server's own time in a Server-Timing header (what the benchmark measures)", async () => {
    const user = await signUp(t.app);
    const { response } = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('мол')}`);
    const ms = Number(/^app;dur=(\d+\.\d\d)$/.exec(String(response.headers['server-timing']))?.[1]);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(60_000);
    // Writes do not tell their time: a sign-in must not reveal, by its time, whether the account exists.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { _username: 'nobody', _password: 'x' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['server-timing']).toBeUndefined();
  });

  it('ranks a word that starts with the text above a match inside a word', async () => {
    const user = await signUp(t.app);
    const { body } = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('молот')}`);
    const names: string[] = body.map((s: { name: string }) => s.name);
    expect(names[0]).toBe('Кофе молотый');
    const all = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('мол')}`);
    const list: string[] = all.body.map((s: { name: string }) => s.name);
    const wordStart = list.indexOf('Кофе молотый');
    const inside = list.indexOf('Парацетамол');
    if (wordStart >= 0 && inside >= 0) expect(wordStart).toBeLessThan(inside);
  });

  it('reads ё as е and answers at most 10', async () => {
    const user = await signUp(t.app);
    const yo = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('чай черный')}`);
    expect(yo.body.map((s: { name: string }) => s.name)).toContain('Чай чёрный');
    const many = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('а')}`);
    expect(many.body).toHaveLength(10);
  });

  it("offers the user's own products, never other users' private ones", async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Квас бабушкин' });
    const mine = await call(t.app, owner, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('бабушкин')}`);
    expect(mine.body.map((s: { name: string }) => s.name)).toEqual(['Квас бабушкин']);
    const theirs = await call(t.app, stranger, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('бабушкин')}`);
    expect(theirs.body).toEqual([]);
  });

  it('ranks names that start with the text, then a word that does, then (three letters on) the rest; shorter first', async () => {
    const user = await signUp(t.app);
    const names = ['Тарюкс', 'Чай юкса', 'Юкса длинная', 'Юкс', 'Сыр «Юкс»', 'Брест-Юкса'];
    await t.app.db.insert(products).values(names.map((name) => ({ nameRu: name, nameEn: name, ownerId: user.id })));
    const search = async (text: string) =>
      (await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent(text)}`)).body.map(
        (s: { name: string }) => s.name,
      );
    expect(await search('юкс')).toEqual(['Юкс', 'Юкса длинная', 'Чай юкса', 'Сыр «Юкс»', 'Брест-Юкса', 'Тарюкс']);
    // Two letters match whole names and words only: inside a word they would match nearly everything.
    expect(await search('ЮК')).toEqual(['Юкс', 'Юкса длинная', 'Чай юкса', 'Сыр «Юкс»', 'Брест-Юкса']);
    // Word separators are read as spaces, in names and in the text.
    expect(await search('брест юк')).toEqual(['Брест-Юкса']);
    // No name starts with "«юкс»": all five with the word come in one tier, shortest first.
    expect(await search('«юкс»')).toEqual(['Юкс', 'Чай юкса', 'Сыр «Юкс»', 'Брест-Юкса', 'Юкса длинная', 'Тарюкс']);
  });

  it('answers from the best tier when the catalogue holds thousands of matches', async () => {
    const user = await signUp(t.app);
    const many = Array.from({ length: 400 }, (_, i) => ({
      nameRu: `Жзб ${String(400 - i).padStart(3, '0')} ${'x'.repeat(i % 7)}`,
      nameEn: 'x',
      common: true,
    }));
    await t.app.db.insert(products).values([...many, { nameRu: 'Жзб', nameEn: 'x', common: true }]);
    await t.app.db.insert(products).values({ nameRu: 'Сок жзб', nameEn: 'x', common: true });
    const { body } = await call(t.app, user, 'GET', `/api/item/autocomplete?name=${encodeURIComponent('жзб')}`);
    const names: string[] = body.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('Жзб');
    expect(names.every((n) => n.startsWith('Жзб'))).toBe(true);
    const lengths = names.map((n) => n.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('treats LIKE wildcards as text, answers [] for an empty query, and asks visitors to sign in', async () => {
    const user = await signUp(t.app);
    expect((await call(t.app, user, 'GET', '/api/item/autocomplete?name=%25')).body).toEqual([]);
    expect((await call(t.app, user, 'GET', '/api/item/autocomplete?name=_')).body).toEqual([]);
    expect((await call(t.app, user, 'GET', '/api/item/autocomplete?name=')).body).toEqual([]);
    expect((await call(t.app, null, 'GET', '/api/item/autocomplete?name=milk')).status).toBe(401);
  });
});

describe('GET /api/item/autocomplete: word forms, keyboard layout, amounts', () => {
  const search = (user: { cookie: string }, text: string, lang: 'ru' | 'en' = 'ru') =>
    autocompleteNames(t.app, user, text, lang);

  it('finds a product by any form of its words, names that start with the stem first', async () => {
    const user = await signUp(t.app);
    expect((await search(user, 'яблок'))[0]).toBe('Яблоки');
    expect((await search(user, 'яблоками'))[0]).toBe('Яблоки');
    expect((await search(user, 'яблоко'))[0]).toBe('Яблоки');
    const milk = await search(user, 'молока');
    expect(milk[0]).toBe('Молоко');
    expect(milk).toContain('Сгущённое молоко');
    expect(milk.indexOf('Сгущённое молоко')).toBeGreaterThan(milk.lastIndexOf('Молоко соевое'));
    expect((await search(user, 'apples', 'en'))[0]).toBe('Apples');
    expect((await search(user, 'tomatoes', 'en'))[0]).toBe('Tomatoes');
  });

  it('matches every word in any order and form', async () => {
    const user = await signUp(t.app);
    expect(await search(user, 'овсяного молока')).toEqual(['Молоко овсяное']);
    expect(await search(user, 'milk oat', 'en')).toEqual(['Oat milk']);
  });

  it('finds text typed with the other keyboard layout on, only when the text itself finds nothing', async () => {
    const user = await signUp(t.app);
    expect((await search(user, 'vjkjrj'))[0]).toBe('Молоко');
    expect((await search(user, 'Vjkjrf'))[0]).toBe('Молоко');
    expect((await search(user, 'ьшдл', 'en'))[0]).toBe('Milk');
    expect((await search(user, 'z,kjr'))[0]).toBe('Яблоки');
    // Own names in Latin letters are found as typed, not switched.
    const { owner, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Vjkjrj Cola' });
    expect(await search(owner, 'vjkjrj')).toEqual(['Vjkjrj Cola']);
  });

  it('leaves an amount and a unit typed with the name out of the search', async () => {
    const user = await signUp(t.app);
    expect((await search(user, '2 кг яблок'))[0]).toBe('Яблоки');
    expect((await search(user, 'яблоки 2кг'))[0]).toBe('Яблоки');
    expect((await search(user, 'milk 2 l', 'en'))[0]).toBe('Milk');
    expect((await search(user, '3 vjkjrf'))[0]).toBe('Молоко');
    expect(await search(user, '2 кг')).toEqual([]);
  });

  it("finds a good by its name in the other language when the caller's finds nothing, named in the caller's", async () => {
    const user = await signUp(t.app);
    expect((await search(user, 'milk 2%'))[0]).toBe('Молоко');
    expect((await search(user, 'молоко 3,2%', 'en'))[0]).toBe('Milk');
    expect((await search(user, '2 kg apples'))[0]).toBe('Яблоки');
    // Only then: a name of the caller's language comes first, and nothing found in either is nothing.
    expect((await search(user, 'сыр'))[0]).toBe('Сыр');
    expect(await search(user, 'qwxzq')).toEqual([]);
  });
});
