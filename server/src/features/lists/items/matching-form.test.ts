import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { autocompleteNames, call, createList, productId, signUp, type TestUser } from '../../../test/factories.js';

// Typed text is matched in its matching form (contract `matchForm`: NFKC, no stress marks over Russian vowels), with
// look-alike letters of the other script read as the word's own: the catalogue's good is found instead of a new
// product that looks like it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownProducts = (user: TestUser) =>
  t.app.db.select({ name: products.nameRu }).from(products).where(eq(products.ownerId, user.id));

// «Ｍолоко» has a fullwidth Latin "Ｍ", «Молоко́» a stress mark (U+0301), "Ｍｉｌｋ" is all fullwidth.
const typed: [text: string, lang: 'ru' | 'en'][] = [
  ['Ｍолоко', 'ru'],
  ['Молоко́', 'ru'],
  ['Ｍｉｌｋ', 'ru'],
  ['Ｍｉｌｋ', 'en'],
  ['МОЛОКО́ 2 л', 'ru'],
];
/** The add box reads the caller's language only (as "Milk" typed in Russian is no Молоко there); a paste, both. */
const inItsLanguage = typed.filter(([text, lang]) => !(text === 'Ｍｉｌｋ' && lang === 'ru'));

describe('typed text finds the catalogue good it shows', () => {
  it.each(typed)('a paste of %j (%s) adds the catalogue Молоко, not a new product', async (text, lang) => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const answer = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text }, lang);
    expect(answer.status).toBe(201);
    expect(answer.body.skipped).toEqual([]);
    expect(answer.body.added.map((i: { itemId: number }) => i.itemId)).toEqual([await productId(t.app, 'Milk')]);
    expect(await ownProducts(anna)).toEqual([]);
  });

  it.each(inItsLanguage.filter(([text]) => !text.includes(' ')))(
    'adding %j (%s) by name gives the catalogue Молоко, not a new product',
    async (name, lang) => {
      const anna = await signUp(t.app);
      const list = await createList(t.app, anna);
      const answer = await call(t.app, anna, 'POST', `/api/list/${list.id}/item/user-create`, { name }, lang);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        itemId: await productId(t.app, 'Milk'),
        name: lang === 'ru' ? 'Молоко' : 'Milk',
      });
      expect(await ownProducts(anna)).toEqual([]);
    },
  );

  it.each(inItsLanguage)('the search for %j (%s) offers Молоко first', async (text, lang) => {
    const anna = await signUp(t.app);
    expect((await autocompleteNames(t.app, anna, text, lang))[0]).toBe(lang === 'ru' ? 'Молоко' : 'Milk');
  });

  it('keeps a new name as typed, and finds it again in any of its forms', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const first = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'Сы́рники дома́шние' });
    expect(first.body.added.map((i: { name: string }) => i.name)).toEqual(['Сы́рники дома́шние']);
    expect(await ownProducts(anna)).toEqual([{ name: 'Сы́рники дома́шние' }]);
    expect(await autocompleteNames(t.app, anna, 'сырники дом')).toEqual(['Сы́рники дома́шние']);
    const again = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'СЫРНИКИ ДОМАШНИЕ 2 шт' });
    expect(again.body.added).toEqual([]);
    expect(again.body.merged.map((i: { name: string }) => i.name)).toEqual(['Сы́рники дома́шние']);
    expect(await ownProducts(anna)).toHaveLength(1);
  });
});
