import { type EntryLineExample, entryLineExamples, type UnitNames } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, signUp } from '../../../test/factories.js';

// The smart-entry examples of the docs, pasted (contract entry-line.examples.ts; the add box reads the same rows in
// contract entry-line.test.ts): each line is put on a list of its own, with the shop it names.

let t: TestApp;
let units: UnitNames[];
beforeAll(async () => {
  t = await createTestApp();
  units = (await call(t.app, await signUp(t.app), 'GET', '/api/units')).body;
});
afterAll(() => t.close());

/** What the paste put on the list, in the example's terms. */
async function pasted(example: EntryLineExample) {
  // A user of their own: the paste is limited per user and minute.
  const anna = await signUp(t.app);
  const list = await createList(t.app, anna);
  const shop =
    example.store && (await call(t.app, anna, 'POST', `/api/list/${list.id}/stores`, { name: example.store }));
  const answer = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: example.line }, example.lang);
  expect(answer.status).toBe(201);
  expect(answer.body.skipped).toEqual([]);
  const [item] = answer.body.added;
  return {
    read: {
      good: item.name,
      amount: example.amount === undefined ? undefined : Number(item.amount),
      unit: example.unit === undefined ? undefined : units.find((unit) => unit.id === item.unit)?.code,
      note: item.note === '' ? undefined : item.note,
      stores: item.stores,
    },
    shopId: shop ? shop.body.id : undefined,
  };
}

describe('the paste reads every smart-entry example of the docs', () => {
  it.each(entryLineExamples.map((example) => [example.lang, example.line, example] as const))(
    '%s «%s»',
    async (_lang, _line, example) => {
      const { read, shopId } = await pasted(example);
      expect(read).toEqual({
        good: example.good,
        amount: example.amount,
        unit: example.unit,
        note: example.note,
        stores: shopId === undefined ? [] : [shopId],
      });
    },
  );
});
