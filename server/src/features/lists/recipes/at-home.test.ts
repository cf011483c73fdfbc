import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema.js';
import { call, createList, productId, signUp } from '../../../test/factories.js';
import { recipesTestApp } from './list-recipes.test-support.js';

const t = recipesTestApp();
const { saved, items } = t;

describe('what is at home when a recipe goes on a list', () => {
  it('previews each ingredient with its good, the amount on the list, and why it is probably at home', async () => {
    const ilya = await signUp(t.app);
    const list = await createList(t.app, ilya);
    await call(t.app, ilya, 'POST', `/api/list/${list.id}/add-text`, { text: '500 г муки\nяйца' });
    // Eggs bought just now: at home for the week a single purchase counts.
    const eggs = (await items(ilya, list.id)).find((i) => i.name === 'Яйца');
    await call(t.app, ilya, 'PATCH', `/api/list-item/mark/${eggs!.id}`);
    const recipe = await saved(ilya);
    const { body } = await call(t.app, ilya, 'POST', `/api/list/${list.id}/recipe`, { recipe, preview: true });
    const flour = body.merged.find((i: { name: string }) => i.name === 'Мука пшеничная');
    expect(body.lines).toEqual([
      { index: 0, good: flour.itemId, onList: '500 г', home: null },
      { index: 1, good: expect.any(Number), onList: null, home: null },
      { index: 2, good: eggs!.itemId, onList: null, home: { kind: 'bought', at: expect.any(String) } },
      { index: 3, good: expect.any(Number), onList: null, home: { kind: 'staple' } },
    ]);
    expect(Date.parse(body.lines[2].home.at)).toBeLessThanOrEqual(Date.now());
    // An add itself answers no review.
    expect((await call(t.app, ilya, 'POST', `/api/list/${list.id}/recipe`, { recipe })).body.lines).toBeUndefined();
  });

  it('counts a good bought on several days at home within its usual interval of the last purchase', async () => {
    const lev = await signUp(t.app);
    const list = await createList(t.app, lev);
    const recipe = await saved(lev, { name: 'Омлет', ingredients: ['3 яйца'] });
    const eggs = (await call(t.app, lev, 'GET', `/api/recipes/${recipe}`)).body.ingredients[0].itemId;
    const boughtDaysAgo = async (...days: number[]) => {
      await t.app.db.delete(purchases).where(eq(purchases.listId, list.id));
      for (const ago of days) {
        await t.app.db.execute(sql`
          insert into ${purchases} (list_id, product_id, user_id, bought_at)
          values (${list.id}, ${eggs}, ${lev.id}, now() - make_interval(days => ${ago}))`);
      }
      const preview = await call(t.app, lev, 'POST', `/api/list/${list.id}/recipe`, { recipe, preview: true });
      return preview.body.lines[0].home?.kind ?? null;
    };
    // Every 10 days: 4 days after the last one the eggs are still there, 12 days after they are not.
    expect(await boughtDaysAgo(24, 14, 4)).toBe('bought');
    expect(await boughtDaysAgo(32, 22, 12)).toBe(null);
    // Bought once: a week.
    expect(await boughtDaysAgo(6)).toBe('bought');
    expect(await boughtDaysAgo(8)).toBe(null);
  });

  it('keeps the goods a user has at home: salt, pepper and water until changed', async () => {
    const kira = await signUp(t.app);
    // With the catalogue's goods they mean, so the app tells a recipe's lines at home without the network too.
    const goods = await Promise.all(['Salt', 'Drinking water'].map((name) => productId(t.app, name)));
    const ru = (await call(t.app, kira, 'GET', '/api/recipes/at-home')).body;
    expect(ru).toEqual({ names: ['Соль', 'Перец', 'Вода'], goods: expect.any(Array) });
    expect(ru.goods).toEqual(expect.arrayContaining(goods));
    expect((await call(t.app, kira, 'GET', '/api/recipes/at-home', undefined, 'en')).body).toMatchObject({
      names: ['Salt', 'Pepper', 'Water'],
    });
    const put = await call(t.app, kira, 'PUT', '/api/recipes/at-home', { names: [' Мука ', 'мука', 'Сахар'] });
    expect(put).toMatchObject({ status: 200, body: { names: ['Мука', 'Сахар'] } });
    expect(put.body.goods).toHaveLength(2);
    expect((await call(t.app, kira, 'GET', '/api/recipes/at-home', undefined, 'en')).body.names).toEqual([
      'Мука',
      'Сахар',
    ]);
    // Now flour is at home and salt is not.
    const list = await createList(t.app, kira);
    const recipe = await saved(kira);
    const preview = await call(t.app, kira, 'POST', `/api/list/${list.id}/recipe`, { recipe, preview: true });
    expect(preview.body.lines.map((l: { home: unknown }) => l.home)).toEqual([{ kind: 'staple' }, null, null, null]);
    for (const bad of [
      {},
      { names: 'соль' },
      { names: [''] },
      { names: ['a\u0000b'] },
      { names: Array(101).fill('x') },
    ]) {
      const { status, body } = await call(t.app, kira, 'PUT', '/api/recipes/at-home', bad as never);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.message).toMatch(/[а-я]/i);
    }
    expect((await call(t.app, kira, 'GET', '/api/recipes/at-home')).body.names).toEqual(['Мука', 'Сахар']);
    expect((await call(t.app, kira, 'PUT', '/api/recipes/at-home', { names: [] })).body).toEqual({
      names: [],
      goods: [],
    });
  });
});
