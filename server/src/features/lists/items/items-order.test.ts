import { compareItemsByName, type ItemSort, type Lang, type ListItem } from '@listok/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, products, units } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createList, signUp } from '../../../test/factories.js';
import { itemsOfList } from './items.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Few characters, so names often fold alike: ё and е, both cases, both scripts, a space, a separator, a digit, and
// two past the Cyrillic block whose order differs between UTF-16 code units and code points (U+FF05, U+1F34E).
const letters = ['е', 'Е', 'ё', 'Ё', 'ж', 'Ж', 'я', 'a', 'A', 'z', ' ', '-', '«', '1', '％', '🍎'];
const name = fc
  .array(fc.constantFrom(...letters), { minLength: 1, maxLength: 4 })
  .map((chars) => chars.join('').trim())
  .filter((text) => text !== '');
const goods = fc.array(fc.record({ ru: name, en: name }), { minLength: 1, maxLength: 12 });

/** The ids of the items in the order the contract's rule puts them, `-name` being its reverse. */
const inContractOrder = (items: ListItem[], sort: ItemSort) =>
  [...items].sort((a, b) => (sort === '-name' ? -1 : 1) * compareItemsByName(a, b)).map((item) => item.id);

describe('the order of items by name', () => {
  it("is the same in the SQL of itemsOfList and in the contract's compareItemsByName, in both languages", async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const [unit] = await t.app.db.select({ id: units.id }).from(units).limit(1);
    const cases: [Lang, ItemSort][] = [
      ['ru', 'name'],
      ['ru', '-name'],
      ['en', 'name'],
      ['en', '-name'],
    ];
    await fc.assert(
      fc.asyncProperty(goods, async (names) => {
        await t.app.db.delete(listItems).where(eq(listItems.listId, list.id));
        const made = await t.app.db
          .insert(products)
          .values(names.map(({ ru, en }) => ({ nameRu: ru, nameEn: en, ownerId: owner.id })))
          .returning({ id: products.id });
        // In reverse, so the row ids are not the order of the names given.
        for (const product of made.reverse()) {
          await t.app.db.insert(listItems).values({ listId: list.id, productId: product.id, unitId: unit!.id });
        }
        for (const [lang, sort] of cases) {
          const items = await itemsOfList(t.app.db, list.id, sort, lang, 'UTC');
          expect(items).toHaveLength(names.length);
          const answered = items.map((item) => item.id);
          expect(answered, `${lang} ${sort}`).toEqual(inContractOrder([...items].reverse(), sort));
        }
      }),
      { numRuns: 40 },
    );
  });
});
