import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, productId, signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { name: string; itemId: number; amount: number; unit_ru: string; unit_en: string; note: string };
const shown = (items: Item[], lang: 'ru' | 'en') =>
  items.map((i) => [i.name, `${i.amount} ${lang === 'ru' ? i.unit_ru : i.unit_en}`, i.note]);

describe('a pasted list of goods with qualifiers: the note takes what is not the name', () => {
  it('reads fat, size, bottles, a dozen and heads in Russian, and finds the catalogue goods', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const text = [
      'молоко 3,2%',
      'сметана 20%',
      'подгузники 4 размер',
      'пиво 6 по 0,5',
      'яйца десяток',
      'чеснок 2 головки',
      'корм для кошки',
    ].join('\n');
    const { status, body } = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text });
    expect(status).toBe(201);
    expect(body.skipped).toEqual([]);
    expect(shown(body.added, 'ru')).toEqual([
      ['Молоко', '1 л', '3,2%'],
      ['Сметана', '1 шт', '20%'],
      ['Подгузники', '1 уп.', '4 размер'],
      ['Пиво', '6 шт', 'по 0,5 л'],
      ['Яйца', '10 шт', ''],
      ['Чеснок', '2 шт', ''],
      ['Корм сухой для кошек', '1 уп.', ''],
    ]);
    // Every one of them is the catalogue's good: nothing new in the caller's vocabulary.
    expect((await call(t.app, owner, 'GET', '/api/item/user-list')).body).toEqual([]);
    expect(body.added[0].itemId).toBe(await productId(t.app, 'Milk'));
  });

  it('reads "milk 2%" and "eggs a dozen" in English, and the add call takes the note too', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const { body } = await call(
      t.app,
      owner,
      'POST',
      `/api/list/${list.id}/add-text`,
      { text: 'milk 2%\neggs a dozen' },
      'en',
    );
    expect(shown(body.added, 'en')).toEqual([
      ['Milk', '1 l', '2%'],
      ['Eggs', '12 pcs', ''],
    ]);
    const bread = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Bread'),
      note: ' нарезной ',
    });
    expect(bread).toMatchObject({ status: 201, body: { note: 'нарезной' } });
    const tooLong = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Butter'),
      note: 'x'.repeat(257),
    });
    expect(tooLong.status).toBe(400);
  });

  it('adds a note the good on the list does not hold, never drops it, and skips a line that says nothing new', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const paste = (text: string, preview = false) =>
      call(t.app, owner, 'POST', `/api/list/${list.id}/add-text${preview ? '?preview=1' : ''}`, { text });
    await paste('молоко 3,2%\nсметана 20%');
    // Seen in the preview as the paste will do it.
    const preview = await paste('молоко 1,5%', true);
    expect(shown(preview.body.merged, 'ru')).toEqual([['Молоко', '1 л', '3,2%, 1,5%']]);
    const again = await paste('молоко 1,5%\nмолоко 2 л 1.5%\nмолоко 3,2%\nсметана 2 кг 15%');
    expect(shown(again.body.merged, 'ru')).toEqual([['Молоко', '3 л', '3,2%, 1,5%']]);
    // A note the good holds already adds nothing; units that do not convert are said, the note with the line.
    expect(again.body.skipped.map((s: { line: string }) => s.line)).toEqual(['молоко 3,2%', 'сметана 2 кг 15%']);
    const items = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body as Item[];
    expect(shown(items, 'ru')).toEqual([
      ['Молоко', '3 л', '3,2%, 1,5%'],
      ['Сметана', '1 шт', '20%'],
    ]);
  });

  it('puts a bought good back with the note of the line', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const first = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 3,2%' });
    const row = first.body.added[0].id;
    expect((await call(t.app, owner, 'PATCH', `/api/list-item/mark/${row}`)).status).toBe(200);
    const again = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 1,5%' });
    expect(shown(again.body.merged, 'ru')).toEqual([['Молоко', '1 л', '1,5%']]);
    expect(again.body.merged[0].completed).toBe(false);
  });
});
