import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, listStores, lists, products } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, signUp, type TestUser } from '../../../test/factories.js';

// The contract's one rule for invisible characters (contract/src/text/visible-text.ts) on the API's text fields: the
// characters that passed a paste, a rename or a note before, and a few more; the table of every character in every
// kind of field is contract/src/visible-text.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hidden: [name: string, char: string][] = [
  ['BEL', '\u0007'],
  ['NEL', '\u0085'],
  ['RLO', '\u202E'],
  ['LRI', '\u2066'],
  ['RLM', '\u200F'],
  ['ALM', '\u061C'],
  ['ZWSP', '\u200B'],
  ['ZWNJ', '\u200C'],
  ['soft hyphen', '\u00AD'],
  ['BOM', '\uFEFF'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['word joiner', '\u2060'],
  ['Hangul filler', '\u3164'],
  ['VS16 after a letter', '\uFE0F'],
  ['tag letter', '\u{E0041}'],
  ['lone surrogate', '\uD800'],
];

const todoList = async (user: TestUser) => {
  const { status, body } = await call(t.app, user, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' });
  expect(status).toBe(201);
  return body as { id: number };
};

/** A 400 with the field's code and message in the caller's language. */
function expectRefused(answer: { status: number; body: any }, field: string, message: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
}

describe('no control or invisible characters in any text of a list', () => {
  it('skips the lines of a paste that hold one, naming each and why, and adds the rest', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const todo = await todoList(anna);
    const bad = hidden.map(([, char]) => `Мол${char}око`);
    // Real line breaks part the lines; a tab is a space in a line.
    const text = ['хлеб', ...bad, 'сыр\t300 г'].join('\r\n');
    for (const [listId, added] of [
      [list.id, ['Bread', 'Cheese']],
      // A to-do keeps its line as typed (no amount is read on a to-do list): the tab is a space in it.
      [todo.id, ['хлеб', 'сыр 300 г']],
    ] as const) {
      const answer = await call(t.app, anna, 'POST', `/api/list/${listId}/add-text`, { text }, 'en');
      expect(answer.status).toBe(201);
      expect(answer.body.added.map((i: { name: string }) => i.name)).toEqual(added);
      expect(answer.body.skipped).toEqual(
        bad.map((line) => ({ line, reason: 'The line holds control or invisible characters' })),
      );
      const stored = await t.app.db
        .select({ name: listItems.name })
        .from(listItems)
        .where(eq(listItems.listId, listId));
      expect(stored).toHaveLength(2);
    }
    // No product was made of a refused line.
    expect(await t.app.db.select().from(products).where(eq(products.ownerId, anna.id))).toEqual([]);
  });

  it.each(hidden)('refuses %s in a rename and in a note, and changes nothing', async (_name, char) => {
    const anna = await signUp(t.app);
    const todo = await todoList(anna);
    const { body } = await call(t.app, anna, 'POST', `/api/list/${todo.id}/add-text`, { text: 'Позвонить маме' });
    const [item] = body.added as { id: number }[];
    const update = `/api/list/item/update/${item?.id}`;
    expectRefused(
      await call(t.app, anna, 'PATCH', update, { name: `Позвонить${char} маме` }),
      'name',
      'В записи не может быть управляющих и невидимых символов',
    );
    expectRefused(
      await call(t.app, anna, 'PATCH', update, { note: `до${char} 5` }, 'en'),
      'note',
      'A note cannot hold control or invisible characters',
    );
    const [row] = await t.app.db.select().from(listItems).where(eq(listItems.listId, todo.id));
    expect(row).toMatchObject({ name: 'Позвонить маме', note: '' });
  });

  it.each(hidden)("refuses %s in a list's name and a shop's, and changes nothing", async (_name, char) => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Продукты');
    expectRefused(
      await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { name: `Про${char}дукты` }),
      'name',
      'Только буквы, цифры, пробелы и знаки препинания',
    );
    expectRefused(
      await call(t.app, anna, 'POST', '/api/lists', { name: `Да${char}ча` }, 'en'),
      'name',
      'Only letters, digits, spaces and punctuation',
    );
    expectRefused(
      await call(t.app, anna, 'POST', `/api/list/${list.id}/stores`, { name: `Аш${char}ан` }),
      'name',
      'Только буквы, цифры, пробелы и знаки препинания',
    );
    expect(await t.app.db.select({ name: lists.name }).from(lists).where(eq(lists.ownerId, anna.id))).toEqual([
      { name: 'Продукты' },
    ]);
    expect(await t.app.db.select().from(listStores).where(eq(listStores.listId, list.id))).toEqual([]);
  });

  it('keeps the joiners and selectors emoji need in every such field', async () => {
    const anna = await signUp(t.app);
    const name = 'Прайд 🏳️‍🌈 👨‍👩‍👧';
    const made = await call(t.app, anna, 'POST', '/api/lists', { name });
    expect(made.status).toBe(201);
    expect(made.body.name).toBe(name);
    const shop = await call(t.app, anna, 'POST', `/api/list/${made.body.id}/stores`, { name: 'Рынок ❤️' });
    expect(shop.status).toBe(201);
    const todo = await todoList(anna);
    const pasted = await call(t.app, anna, 'POST', `/api/list/${todo.id}/add-text`, { text: `Флаг 🏳️‍🌈\nЗаметка` });
    expect(pasted.body.added.map((i: { name: string }) => i.name)).toEqual(['Флаг 🏳️‍🌈', 'Заметка']);
    const note = await call(t.app, anna, 'PATCH', `/api/list/item/update/${pasted.body.added[1].id}`, {
      note: 'для 👨‍👩‍👧 1️⃣',
    });
    expect(note.status).toBe(200);
  });
});
