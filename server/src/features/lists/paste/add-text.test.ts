import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEvents } from '../../../db/schema.js';
import { createTestApp, type TestApp, testOrigin } from '../../../test/app.js';
import { addItem, call, createList, signUp, type TestUser } from '../../../test/factories.js';
import { linesPerStatement } from './add-text.goods.js';
import { productsPerStatement } from './add-text.repo.js';

let t: TestApp;
/** The statements sent while `counting` (the paste's cost must not grow line by line). */
let counted = 0;
let counting = false;
const sentWhileCounting: string[] = [];
/** A statement matching this fails (a change that breaks half way). */
let failing: RegExp | undefined;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onStatement: (query) => {
        if (failing?.test(query)) throw new Error('the database went away');
        if (!counting) return;
        counted += 1;
        sentWhileCounting.push(query);
      },
    },
  );
});
afterAll(() => t.close());

type Shown = { name: string; amount: number; unit_ru: string; unit_en: string; completed: boolean };
const shown = (items: Shown[], lang: 'ru' | 'en' = 'ru') =>
  items.map((i) => `${i.name} ${i.amount} ${lang === 'ru' ? i.unit_ru : i.unit_en}${i.completed ? ' ✓' : ''}`);

async function paste(user: TestUser, listId: number, text: string, lang: 'ru' | 'en' = 'ru') {
  return call(t.app, user, 'POST', `/api/list/${listId}/add-text`, { text }, lang);
}

describe('POST /api/list/{id}/add-text', () => {
  it('adds Russian lines: goods of the catalogue by word forms and synonyms with their amounts, new names as own products', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const answer = await paste(anna, list.id, 'хлеб\n  яйца 10 шт\n\nсыр 300 г\nкартошка 2 кг\nгруша-бере\r\nvjkjrj');
    expect(answer.status).toBe(201);
    expect(shown(answer.body.added)).toEqual([
      'Хлеб 1 шт',
      'Яйца 10 шт',
      'Сыр 300 г',
      'Картофель 2 кг',
      'Груша-бере 1 шт',
      'Молоко 1 л',
    ]);
    expect(answer.body.merged).toEqual([]);
    expect(answer.body.skipped).toEqual([]);
    // The new name is the user's own product now.
    const vocabulary = (await call(t.app, anna, 'GET', '/api/item/user-list')).body as { name: string }[];
    expect(vocabulary.map((p) => p.name)).toContain('Груша-бере');
  });

  it('reads English lines for an English user, amounts after the name and bare counts as pieces', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const answer = await paste(anna, list.id, 'milk 2 l\n3 bread\nspuds', 'en');
    expect(shown(answer.body.added, 'en')).toEqual(['Milk 2 l', 'Bread 3 pcs', 'Potatoes 1 kg']);
    // A Russian user pasting an English list gets the same goods.
    const boris = await signUp(t.app);
    const other = await createList(t.app, boris);
    expect(shown((await paste(boris, other.id, 'milk 2 l\ncheese')).body.added)).toEqual(['Молоко 2 л', 'Сыр 1 кг']);
  });

  it('reads a list pasted with bullets or numbers as its goods, the numbers not taken for amounts', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const answer = await paste(anna, list.id, '• хлеб\n– сыр 300 г\n1. яйца 10 шт\n2) картошка 2 кг\n•');
    expect(answer.status).toBe(201);
    expect(shown(answer.body.added)).toEqual(['Хлеб 1 шт', 'Сыр 300 г', 'Яйца 10 шт', 'Картофель 2 кг']);
    expect(answer.body.skipped).toEqual([]);
  });

  it('puts the amount on top of a good already on the list where the units convert, and says why it did not', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    await addItem(t.app, anna, list.id, 'Milk');
    const bread = await addItem(t.app, anna, list.id, 'Bread');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const answer = await paste(anna, list.id, 'молоко 500 мл\nмолоко\nмолоко 2 шт\nхлеб 2\n2 кг\nмолоко 250 мл');
    expect(answer.status).toBe(201);
    expect(shown(answer.body.merged)).toEqual(['Молоко 1.75 л', 'Хлеб 2 шт']);
    expect(shown(answer.body.added)).toEqual([]);
    expect(answer.body.skipped).toEqual([
      { line: 'молоко', reason: 'Уже в списке: напишите количество, чтобы добавить к нему' },
      { line: 'молоко 2 шт', reason: 'Уже в списке в других единицах (л): количества не сложить' },
      { line: '2 кг', reason: 'Нет названия товара' },
    ]);
    const english = await paste(anna, list.id, 'milk', 'en');
    expect(english.body.skipped).toEqual([
      { line: 'milk', reason: 'Already on the list: give an amount to add to it' },
    ]);
  });

  it('is one change of the list: one event for its screens', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const topic = `${testOrigin}/lists/${list.id}`;
    const events = async () => (await t.app.db.select().from(pushEvents).where(eq(pushEvents.topic, topic))).length;
    const before = await events();
    expect((await paste(anna, list.id, 'хлеб\nмолоко\nсыр')).status).toBe(201);
    expect((await events()) - before).toBe(1);
  });

  it('refuses a text with no lines, too many lines or too long a line, and changes nothing', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const cases: [unknown, string][] = [
      [{ text: '' }, 'Вставьте от 1 до 200 строк: по товару в строке'],
      [{ text: ' \n \n' }, 'Вставьте от 1 до 200 строк: по товару в строке'],
      [
        { text: Array.from({ length: 201 }, (_, i) => `товар ${i}`).join('\n') },
        'Вставьте от 1 до 200 строк: по товару в строке',
      ],
      [{ text: `хлеб\n${'я'.repeat(257)}` }, 'Строка — не более 256 символов'],
      [{ text: 5 }, 'Вставьте от 1 до 200 строк: по товару в строке'],
      [{}, 'Вставьте от 1 до 200 строк: по товару в строке'],
    ];
    for (const [body, message] of cases) {
      const answer = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, body as never);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ text: message });
    }
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body).toEqual([]);
  });
});

describe('a pasted list of any size', () => {
  const statementsOf = async (run: () => Promise<unknown>) => {
    counted = 0;
    counting = true;
    try {
      await run();
    } finally {
      counting = false;
    }
    return counted;
  };

  it('costs a few statements per chunk of lines, not statements per line', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const lines = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => (i % 2 ? `товарчик${from + i}` : `молоко ${i + 1} л`)).join('\n');
    const few = await statementsOf(() => paste(anna, list.id, lines(10, 0)));
    const many = await statementsOf(() => paste(anna, list.id, lines(200, 1000)));
    const preview = await statementsOf(() =>
      call(t.app, anna, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text: lines(200, 5000) }),
    );
    // 190 lines more: a look-up per `linesPerStatement` lines, in a transaction of its own (begin, setting, look-up,
    // commit: node-postgres sends all four), an insert per `productsPerStatement` new products (half are new names).
    expect(many - few).toBeLessThanOrEqual(
      4 * Math.ceil(200 / linesPerStatement) + Math.ceil(100 / productsPerStatement),
    );
    expect(preview).toBeLessThanOrEqual(many + 1);
    const items = (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body as unknown[];
    expect(items).toHaveLength(1 + 5 + 100);
  });

  it("reads look-alike letters of the other script as the word's own: no twin of a good that looks the same", async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    // «Мoлоко» with a Latin "o", "Вread" with a Cyrillic «В», «сыр» with a Latin "c".
    const answer = await paste(anna, list.id, 'Мoлоко 2 л\nВread\ncыр 300 г', 'ru');
    expect(shown(answer.body.added)).toEqual(['Молоко 2 л', 'Хлеб 1 шт', 'Сыр 300 г']);
    expect((await call(t.app, anna, 'GET', '/api/item/user-list')).body).toEqual([]);
  });

  it('makes one product of new names that are the same up to word forms, and gives a deleted one back', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const first = await paste(anna, list.id, 'Квас бабушкин');
    const kvass = first.body.added[0].itemId as number;
    await call(t.app, anna, 'POST', `/api/list/${list.id}/remove/${first.body.added[0].id}`);
    expect((await call(t.app, anna, 'DELETE', `/api/item/${kvass}`)).status).toBe(204);
    const other = await createList(t.app, anna, 'Ещё');
    const answer = await paste(anna, other.id, 'груша-бере 2 шт\nгруши-бере 3 шт\nквас бабушкин 2 л');
    expect(shown(answer.body.added)).toEqual(['Груша-бере 5 шт', 'Квас бабушкин 2 л']);
    expect(answer.body.added[1].itemId).toBe(kvass);
    const vocabulary = (await call(t.app, anna, 'GET', '/api/item/user-list')).body as { name: string }[];
    expect(vocabulary.map((p) => p.name).sort()).toEqual(['Груша-бере', 'Квас бабушкин']);
  });

  it("puts a bought good back on the list with the line's amount", async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const milk = await addItem(t.app, anna, list.id, 'Milk');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const answer = await paste(anna, list.id, 'молоко 3 л\nмолоко 500 мл');
    expect(shown(answer.body.merged)).toEqual(['Молоко 3.5 л']);
    const [item] = (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body;
    expect(item).toMatchObject({ completed: false, completed_by: null, completed_at: null, amount: 3.5 });
  });
});

describe('a preview of a pasted list', () => {
  it('answers what the text would do, and changes nothing', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    await addItem(t.app, anna, list.id, 'Milk');
    const text = 'молоко 500 мл\nхлеб 2\nгруша-бере\n2 кг';
    const preview = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text });
    expect(preview.status).toBe(200);
    expect(shown(preview.body.added)).toEqual(['Хлеб 2 шт', 'Груша-бере 1 шт']);
    expect(shown(preview.body.merged)).toEqual(['Молоко 1.5 л']);
    expect(preview.body.skipped).toEqual([{ line: '2 кг', reason: 'Нет названия товара' }]);
    // The line that makes a new product is marked, the catalogue's good is not.
    expect(preview.body.newProducts).toEqual([preview.body.added[1].itemId]);
    expect(shown((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body)).toEqual(['Молоко 1 л']);
    expect((await call(t.app, anna, 'GET', '/api/item/user-list')).body).toEqual([]);
    // Done for real, the same.
    const done = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text });
    expect(done.status).toBe(201);
    expect(shown(done.body.added)).toEqual(shown(preview.body.added));
    expect(shown(done.body.merged)).toEqual(['Молоко 1.5 л']);
  });

  it('writes nothing: no product, no row, no lock', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    await addItem(t.app, anna, list.id, 'Milk');
    sentWhileCounting.length = 0;
    counting = true;
    const preview = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text?preview=1`, {
      text: 'молоко 1 л\nновинка раз\nновинка два',
    }).finally(() => {
      counting = false;
    });
    expect(preview.status).toBe(200);
    // The app's own background work (mail, notifications) may write meanwhile: only the list's tables count.
    const touchesList = /\b(products|list_items|lists)\b/;
    const writesOrLocks = /^\s*(insert|update|delete)\b|\bfor (no key )?update\b/i;
    expect(sentWhileCounting.filter((q) => touchesList.test(q) && writesOrLocks.test(q))).toEqual([]);
  });

  it('answers as the paste does: catalogue goods, a deleted product given back, a bought good put back', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const first = await paste(anna, list.id, 'Квас бабушкин');
    await call(t.app, anna, 'POST', `/api/list/${list.id}/remove/${first.body.added[0].id}`);
    await call(t.app, anna, 'DELETE', `/api/item/${first.body.added[0].itemId}`);
    const milk = await addItem(t.app, anna, list.id, 'Milk');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const text = 'квас бабушкин 2 л\nмолоко 3 л\nяйца 10\nгруша-бере\nгруши-бере 2\nмолоко 500 мл';
    const preview = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text }, 'en');
    const done = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text }, 'en');
    expect(done.status).toBe(201);
    type Row = Record<string, unknown>;
    // A new product's id and the new rows' ids and times are what a preview cannot know.
    const known = (rows: Row[]) => rows.map(({ id, added_at, itemId, ...rest }) => rest);
    expect(known(preview.body.added)).toEqual(known(done.body.added));
    expect(preview.body.merged).toEqual(done.body.merged);
    expect(preview.body.skipped).toEqual(done.body.skipped);
    const reclaimed = (rows: Row[]) => rows.find((r) => r.name === 'Квас бабушкин')?.itemId;
    expect(reclaimed(preview.body.added)).toBe(first.body.added[0].itemId);
    expect(reclaimed(done.body.added)).toBe(first.body.added[0].itemId);
  });
});

describe('a paste whose change fails', () => {
  it('leaves the products as they were: none made, a deleted one deleted again', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const first = await paste(anna, list.id, 'Квас бабушкин');
    await call(t.app, anna, 'POST', `/api/list/${list.id}/remove/${first.body.added[0].id}`);
    await call(t.app, anna, 'DELETE', `/api/item/${first.body.added[0].itemId}`);
    const before = (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body;
    failing = /insert into list_items/i;
    const failed = await paste(anna, list.id, 'квас бабушкин\nгруша-бере\nхлеб').finally(() => {
      failing = undefined;
    });
    expect(failed.status).toBe(500);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body).toEqual(before);
    expect((await call(t.app, anna, 'GET', '/api/item/user-list')).body).toEqual([]);
    // Pasted again, the deleted product is given back as before.
    const again = await paste(anna, list.id, 'квас бабушкин');
    expect(again.body.added[0].itemId).toBe(first.body.added[0].itemId);
  });
});
