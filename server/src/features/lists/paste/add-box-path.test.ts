import { joinNotes } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, productId, signUp, type TestUser } from '../../../test/factories.js';

// The add box does not paste: it reads the line itself (contract `readEntryLine`, as the paste does) and sends what
// it read through the item calls — the add with its amount and note, then an edit that ties the good to the shop
// named; for a good already there, the edit of an offer taken. These calls end where the paste of the line ends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: number; itemId: number; name: string; note: string; stores: number[]; amount: string | number };

async function shoppingList(owner: TestUser) {
  const list = await createList(t.app, owner);
  const shop = await call(t.app, owner, 'POST', `/api/list/${list.id}/stores`, { name: 'Ашан' });
  return { id: list.id, shop: shop.body.id as number };
}

const itemsOf = async (owner: TestUser, listId: number): Promise<Item[]> =>
  (await call(t.app, owner, 'GET', `/api/list/${listId}?sort=added_at`)).body;

/** What a list's items say, whichever shop ids the list's shop has. */
const read = (items: Item[], shop: number) =>
  items.map((i) => [i.name, Number(i.amount), i.note, i.stores.map((s) => (s === shop ? 'Ашан' : s))]);

describe('the add box’s calls for a line end as its paste does', () => {
  it('«молоко 3,2% в Ашане»: an add with the note, then the tie to the shop', async () => {
    const anna = await signUp(t.app);
    const typed = await shoppingList(anna);
    const added = await call(t.app, anna, 'POST', `/api/list/${typed.id}/add`, {
      item: await productId(t.app, 'Milk'),
      note: '3,2%',
    });
    expect(added.status).toBe(201);
    const tied = await call(t.app, anna, 'PATCH', `/api/list/item/update/${added.body.id}`, { stores: [typed.shop] });
    expect(tied.status).toBe(200);

    const pasted = await shoppingList(anna);
    await call(t.app, anna, 'POST', `/api/list/${pasted.id}/add-text`, { text: 'молоко 3,2% в Ашане' });
    const expected = [['Молоко', 1, '3,2%', ['Ашан']]];
    expect(read(await itemsOf(anna, typed.id), typed.shop)).toEqual(expected);
    expect(read(await itemsOf(anna, pasted.id), pasted.shop)).toEqual(expected);
  });

  it('«молоко 1,5%» on «Молоко · 3,2%»: the note offer is an edit of the note the paste writes', async () => {
    const anna = await signUp(t.app);
    const typed = await shoppingList(anna);
    const pasted = await shoppingList(anna);
    for (const list of [typed, pasted]) {
      await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 3,2%' });
    }
    const [milk] = await itemsOf(anna, typed.id);
    // The note the add box's offer sends: the item's with the typed one added, by the paste's own rule.
    const note = joinNotes(milk?.note ?? '', '1,5%');
    const edited = await call(t.app, anna, 'PATCH', `/api/list/item/update/${milk?.id}`, { note });
    expect(edited.status).toBe(200);
    await call(t.app, anna, 'POST', `/api/list/${pasted.id}/add-text`, { text: 'молоко 1,5%' });
    const expected = [['Молоко', 1, '3,2%, 1,5%', []]];
    expect(read(await itemsOf(anna, typed.id), typed.shop)).toEqual(expected);
    expect(read(await itemsOf(anna, pasted.id), pasted.shop)).toEqual(expected);
  });

  it('the second-line offer is a product of its own beside the good, named with the note', async () => {
    const anna = await signUp(t.app);
    const list = await shoppingList(anna);
    await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 3,2%' });
    const line = await call(t.app, anna, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Молоко 1,5%' });
    expect(line.status).toBe(201);
    const items = await itemsOf(anna, list.id);
    expect(read(items, list.shop)).toEqual([
      ['Молоко', 1, '3,2%', []],
      ['Молоко 1,5%', 1, '', []],
    ]);
    expect(items[1]?.itemId).not.toBe(items[0]?.itemId);
  });
});
