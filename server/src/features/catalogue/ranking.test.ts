import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPopularity, products, purchases } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addItem,
  autocompleteNames,
  call,
  createList,
  listWithMember,
  signUp,
  type TestUser,
} from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (user: TestUser, text: string, lang: 'ru' | 'en' = 'ru') => autocompleteNames(t.app, user, text, lang);

/** Common goods of this test alone, all alike but for their last letter (so nothing but purchases orders them). */
async function goods(prefix: string, ...ends: string[]) {
  const rows = await t.app.db
    .insert(products)
    .values(ends.map((end) => ({ nameRu: `${prefix} ${end}`, nameEn: `${prefix} ${end}`, common: true })))
    .returning({ id: products.id, name: products.nameRu });
  return Object.fromEntries(rows.map((row) => [row.name.slice(-1), row.id])) as Record<string, number>;
}

/**
 * `times` purchases of the product on the list, ticked by the user (as ticks of past trips). Written straight to the
 * table, without the push event a mark makes, so the family purchases the search keeps are forgotten by hand.
 */
async function bought(listId: number, productId: number, userId: number | null, times: number) {
  await t.app.db.insert(purchases).values(Array.from({ length: times }, () => ({ listId, productId, userId })));
  t.app.familyPurchases.forgetAll();
}

const popularity = async (productId: number) =>
  (await t.app.db.select().from(productPopularity).where(eq(productPopularity.productId, productId)))[0]?.purchases;

describe('GET /api/item/autocomplete: the good the text names comes first', () => {
  it('the examples of issue 20, in both languages', async () => {
    const user = await signUp(t.app);
    const butter = await search(user, 'масло');
    expect(butter[0]).toBe('Масло сливочное');
    expect(butter).toContain('Масло детское');
    expect((await search(user, 'хлеб'))[0]).toBe('Хлеб');
    expect((await search(user, 'картошка'))[0]).toBe('Картофель');
    expect((await search(user, 'яйца 10 шт'))[0]).toBe('Яйца');
    expect((await search(user, 'сыр 300 г'))[0]).toBe('Сыр');
    expect((await search(user, 'чай'))[0]).toBe('Чай');
    expect((await search(user, 'мясо'))[0]).toBe('Мясо');
    expect((await search(user, 'bread', 'en'))[0]).toBe('Bread');
    expect((await search(user, 'eggs 10', 'en'))[0]).toBe('Eggs');
    expect((await search(user, 'cheese 300 g', 'en'))[0]).toBe('Cheese');
    expect((await search(user, 'spuds', 'en'))[0]).toBe('Potatoes');
    expect((await search(user, 'butter', 'en'))[0]).toBe('Butter');
  });

  it('reads synonyms in any form, with an amount, and on their way ("картош")', async () => {
    const user = await signUp(t.app);
    expect((await search(user, 'картошки 2 кг'))[0]).toBe('Картофель');
    expect((await search(user, 'яички'))[0]).toBe('Яйца');
    expect((await search(user, '2 кг картохи'))[0]).toBe('Картофель');
    expect(await search(user, 'картош')).toContain('Картофель');
    expect((await search(user, 'сливочное масло'))[0]).toBe('Масло сливочное');
    expect((await search(user, 'сгущенка'))[0]).toBe('Сгущённое молоко');
    expect((await search(user, 'diapers', 'en'))[0]).toBe('Nappies');
    // In the other layout too: "rfhnjirf" is "картошка".
    expect((await search(user, 'rfhnjirf'))[0]).toBe('Картофель');
  });
});

describe('GET /api/item/autocomplete: what the family and everyone buy', () => {
  it('orders by the family’s purchases, then everyone’s, then the name', async () => {
    const g = await goods('Жукоцвет', 'а', 'б', 'в', 'г');
    const { owner, member, stranger, list } = await listWithMember(t.app);
    expect(await search(owner, 'жукоцвет')).toEqual(['Жукоцвет а', 'Жукоцвет б', 'Жукоцвет в', 'Жукоцвет г']);
    // Everyone: a stranger's family buys «в» three times and «г» once.
    const far = await createList(t.app, stranger, 'Чужой');
    await bought(far.id, g.в!, stranger.id, 3);
    await bought(far.id, g.г!, stranger.id, 1);
    expect(await search(owner, 'жукоцвет')).toEqual(['Жукоцвет в', 'Жукоцвет г', 'Жукоцвет а', 'Жукоцвет б']);
    // This family: the member ticks «б» twice on the shared list, the owner «а» once; families come before everyone.
    await bought(list.id, g.б!, member.id, 2);
    await bought(list.id, g.а!, owner.id, 1);
    const family = ['Жукоцвет б', 'Жукоцвет а', 'Жукоцвет в', 'Жукоцвет г'];
    expect(await search(owner, 'жукоцвет')).toEqual(family);
    expect(await search(member, 'жукоцв')).toEqual(family);
    // A newcomer knows only everyone's counts (now «в» 3, «б» 2, «г» 1, «а» 1).
    const newcomer = await signUp(t.app);
    expect(await search(newcomer, 'жукоцвет')).toEqual(['Жукоцвет в', 'Жукоцвет б', 'Жукоцвет а', 'Жукоцвет г']);
  });

  it('still puts the named good first, and word starts before matches inside a word, however often bought', async () => {
    const g = await goods('Лупиаш', 'а', 'б');
    const [inside] = await t.app.db
      .insert(products)
      .values({ nameRu: 'Клупиаш', nameEn: 'x', common: true })
      .returning({ id: products.id });
    const [exact] = await t.app.db
      .insert(products)
      .values({ nameRu: 'Лупиаш', nameEn: 'x', common: true })
      .returning({ id: products.id });
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    await bought(list.id, g.б!, owner.id, 5);
    await bought(list.id, inside!.id, owner.id, 9);
    expect(await search(owner, 'лупиаш')).toEqual(['Лупиаш', 'Лупиаш б', 'Лупиаш а', 'Клупиаш']);
    expect(exact).toBeDefined();
  });

  it("never shows another user's own product, however often the family buys it, and never counts it for everyone", async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const created = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Бурдюк мой' });
    expect(created.status).toBe(201);
    const productId = created.body.itemId as number;
    await bought(list.id, productId, member.id, 5);
    expect(await search(owner, 'бурдюк')).toEqual([]);
    expect(await search(member, 'бурдюк')).toEqual(['Бурдюк мой']);
    expect(await popularity(productId)).toBeUndefined();
  });

  it('forgets the purchases on a list the caller left, but for the caller’s own ticks', async () => {
    const g = await goods('Ёрзаш', 'а', 'б', 'в');
    const { owner, member, list } = await listWithMember(t.app);
    const mine = await createList(t.app, member, 'Своё');
    await bought(list.id, g.а!, owner.id, 4);
    await bought(list.id, g.б!, member.id, 2);
    await bought(mine.id, g.в!, member.id, 1);
    // Everyone's counts are the same for all three (the only purchases are these), so only the family's order them:
    // take them out of the picture by giving each the same number of purchases elsewhere.
    const elsewhere = await createList(t.app, await signUp(t.app), 'Ещё');
    await bought(elsewhere.id, g.б!, null, 2);
    await bought(elsewhere.id, g.в!, null, 3);
    expect(await search(member, 'ерзаш')).toEqual(['Ёрзаш а', 'Ёрзаш б', 'Ёрзаш в']);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/exit`)).status).toBe(204);
    // Now «а» (4 purchases by the owner) is everyone's only; «б» (the member's own 2) and «в» (1) are still theirs.
    expect(await search(member, 'ерзаш')).toEqual(['Ёрзаш б', 'Ёрзаш в', 'Ёрзаш а']);
  });
});

describe('GET /api/item/autocomplete: the family purchases kept per user', () => {
  it('are read once per user and count a mark of any member at once (its push event forgets them)', async () => {
    const g = await goods('Шмурдяк', 'а', 'б');
    const { owner, member, list } = await listWithMember(t.app);
    await bought(list.id, g.а!, owner.id, 1);
    expect(await search(member, 'шмурдяк')).toEqual(['Шмурдяк а', 'Шмурдяк б']);
    // Without a mark's event what the search keeps stands: a tick written straight to the table is not seen yet.
    await t.app.db
      .insert(purchases)
      .values([1, 2, 3].map(() => ({ listId: list.id, productId: g.б!, userId: owner.id })));
    expect(await search(member, 'шмурдяк')).toEqual(['Шмурдяк а', 'Шмурдяк б']);
    // A mark through the API on the shared list (its push event): counted at the member's next keystroke.
    const item = await addItem(t.app, owner, list.id, 'Шмурдяк б');
    expect((await call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(200);
    expect(await search(member, 'шмурдяк')).toEqual(['Шмурдяк б', 'Шмурдяк а']);
  });

  it('are read again when the user’s lists change, before the next answer', async () => {
    const g = await goods('Кукурнак', 'а', 'б');
    const { owner, member: newcomer, list } = await listWithMember(t.app);
    await bought(list.id, g.б!, owner.id, 2);
    expect(await search(newcomer, 'кукурнак')).toEqual(['Кукурнак б', 'Кукурнак а']);
    const elsewhere = await createList(t.app, owner, 'Дача');
    await t.app.db
      .insert(purchases)
      .values([1, 2, 3].map(() => ({ listId: elsewhere.id, productId: g.а!, userId: owner.id })));
    // The newcomer joins the other list by its link: its purchases count in their very next search.
    const joined = await call(t.app, newcomer, 'GET', `/api/list/${elsewhere.id}/join?ac=${elsewhere.access}`);
    expect(joined.status).toBe(200);
    expect(await search(newcomer, 'кукурнак')).toEqual(['Кукурнак а', 'Кукурнак б']);
  });
});

describe('product_popularity: everyone’s purchases of common goods', () => {
  it('counts a tick, takes back an untick within the trip, and drops what a deleted list bought', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const item = await addItem(t.app, owner, list.id, 'Kefir');
    const before = (await popularity(item.itemId)) ?? 0;
    const mark = () => call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`);
    expect((await mark()).status).toBe(200);
    expect(await popularity(item.itemId)).toBe(before + 1);
    expect((await mark()).status).toBe(200);
    expect(await popularity(item.itemId)).toBe(before);
    expect((await mark()).status).toBe(200);
    expect(await popularity(item.itemId)).toBe(before + 1);
    await t.app.db.execute(sql`delete from lists where id = ${list.id}`);
    expect(await popularity(item.itemId)).toBe(before);
  });
});
