import { translate } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, createList, grantAdmin, productId, signUp, type TestUser } from '../../test/factories.js';
import { dataFingerprint } from '../../test/snapshot.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ quotas: { listsPerDay: 200, ownProductsPerDay: 3 } });
});
afterAll(() => t.close());

/** Makes an own product on a new list of the user; the list and the item row that holds it. */
async function ownProduct(user: TestUser, name: string) {
  const list = await createList(t.app, user, `для ${name}`);
  const { status, body } = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name });
  expect(status).toBe(201);
  return { list, rowId: body.id as number, id: body.itemId as number };
}
const productRow = async (id: number) => (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!;
const names = (answer: { body: { name: string }[] }) => answer.body.map((p) => p.name);

describe('DELETE /api/item/{id}', () => {
  it('the owner deletes an own product: gone from the vocabulary, the autocomplete and adding; lists keep their row', async () => {
    const user = await signUp(t.app);
    const { list, rowId, id } = await ownProduct(user, 'Квас от тёти Вали');
    const search = `/api/item/autocomplete?name=${encodeURIComponent('квас от тёти')}`;
    expect(names(await call(t.app, user, 'GET', search))).toContain('Квас от тёти Вали');

    const { status, body } = await call(t.app, user, 'DELETE', `/api/item/${id}`);
    expect(status).toBe(204);
    expect(body).toBeUndefined();
    expect(names(await call(t.app, user, 'GET', '/api/item/user-list?name=Квас'))).toEqual([]);
    expect(names(await call(t.app, user, 'GET', search))).not.toContain('Квас от тёти Вали');
    const other = await createList(t.app, user, 'Другой');
    const add = await call(t.app, user, 'POST', `/api/list/${other.id}/add`, { item: id });
    expect(add.status).toBe(404);
    expect(add.body.errors.item).toEqual(expect.any(String));

    // The row on the list keeps the product and its name, and can still be edited, ticked and removed.
    const items = await call(t.app, user, 'GET', `/api/list/${list.id}`);
    expect(items.body).toEqual([expect.objectContaining({ id: rowId, itemId: id, name: 'Квас от тёти Вали' })]);
    expect((await call(t.app, user, 'PATCH', `/api/list/item/update/${rowId}`, { amount: 2, unit: 1 })).status).toBe(
      200,
    );
    expect((await call(t.app, user, 'PATCH', `/api/list-item/mark/${rowId}`)).status).toBe(200);
    expect(await productRow(id)).toMatchObject({
      nameRu: 'Квас от тёти Вали',
      ownerId: null,
      deletedBy: user.id,
      deletedAt: expect.any(Date),
    });
    // Gone for good: a second delete and an edit find nothing.
    expect((await call(t.app, user, 'DELETE', `/api/item/${id}`)).status).toBe(404);
    expect((await call(t.app, user, 'POST', `/api/item/${id}/edit`, { name: 'Квас' })).status).toBe(404);
  });

  it('a deleted product is never suggested, though it was bought', async () => {
    const user = await signUp(t.app);
    const { list, rowId, id } = await ownProduct(user, 'Морс от тёти Вали');
    await call(t.app, user, 'PATCH', `/api/list-item/mark/${rowId}`);
    const next = await createList(t.app, user, 'Следующая');
    const before = await call(t.app, user, 'GET', `/api/list/${next.id}/suggestions`);
    expect(before.body.map((s: { id: number }) => s.id)).toContain(id);
    expect((await call(t.app, user, 'DELETE', `/api/item/${id}`)).status).toBe(204);
    const after = await call(t.app, user, 'GET', `/api/list/${next.id}/suggestions`);
    expect(after.body.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body[0].itemId).toBe(id);
  });

  it('creating the name again brings the product back instead of a twin: a list that kept it says it is there', async () => {
    const user = await signUp(t.app);
    const { list, id } = await ownProduct(user, 'Сырки от тёти Вали');
    expect((await call(t.app, user, 'DELETE', `/api/item/${id}`)).status).toBe(204);
    const again = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'сырки от тёти вали',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ITEM_EXISTS');
    // Refused, so nothing changed: still deleted.
    expect((await productRow(id)).ownerId).toBeNull();
    const other = await createList(t.app, user, 'Другая');
    const back = await call(t.app, user, 'POST', `/api/list/${other.id}/item/user-create`, {
      name: 'Сырки от тети Вали',
    });
    expect(back.status).toBe(201);
    expect(back.body.itemId).toBe(id);
    expect(await productRow(id)).toMatchObject({ ownerId: user.id, deletedBy: null, deletedAt: null });
    expect(names(await call(t.app, user, 'GET', '/api/item/user-list?name=Сырки'))).toEqual(['Сырки от тёти Вали']);
    // Another user's deleted product is theirs: a name alike is a new product of one's own.
    const stranger = await signUp(t.app);
    await call(t.app, user, 'DELETE', `/api/item/${id}`);
    const theirs = await ownProduct(stranger, 'Сырки от тёти Вали');
    expect(theirs.id).not.toBe(id);
    expect((await productRow(id)).ownerId).toBeNull();
  });

  it('deleted products still count in the daily quota of new own products', async () => {
    const user = await signUp(t.app);
    const first = await ownProduct(user, 'Первый');
    await ownProduct(user, 'Второй');
    await ownProduct(user, 'Третий');
    await call(t.app, user, 'DELETE', `/api/item/${first.id}`);
    const list = await createList(t.app, user, 'Ещё');
    const fourth = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Четвёртый' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('PRODUCT_QUOTA');
  });

  it('refuses a common product (403 PRODUCT_COMMON, its former owner and admins too) in the caller’s language', async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    const author = await signUp(t.app);
    const { id } = await ownProduct(author, 'Морс от дяди Пети');
    expect((await call(t.app, admin, 'PATCH', `/api/item/${id}/common`)).status).toBe(200);
    const milk = await productId(t.app, 'Milk');
    const before = await dataFingerprint(t.app);
    for (const [user, product] of [
      [author, id],
      [admin, id],
      [author, milk],
    ] as const) {
      for (const lang of ['ru', 'en'] as const) {
        const refused = await call(t.app, user, 'DELETE', `/api/item/${product}`, undefined, lang);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'PRODUCT_COMMON',
          message: translate(lang, 'errors.PRODUCT_COMMON'),
        });
      }
    }
    expect(await dataFingerprint(t.app)).toBe(before);
  });

  it("refuses someone else's product (404, admins too), unknown ids (404), bad ids (400) and visitors (401)", async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { id } = await ownProduct(owner, 'Пирог от тёти Вали');
    const before = await dataFingerprint(t.app);
    expect((await call(t.app, stranger, 'DELETE', `/api/item/${id}`)).status).toBe(404);
    expect((await call(t.app, admin, 'DELETE', `/api/item/${id}`)).status).toBe(404);
    expect((await call(t.app, owner, 'DELETE', '/api/item/99999999')).status).toBe(404);
    expect((await call(t.app, owner, 'DELETE', '/api/item/abc')).status).toBe(400);
    expect((await call(t.app, null, 'DELETE', `/api/item/${id}`)).status).toBe(401);
    expect(await dataFingerprint(t.app)).toBe(before);
  });

  it('the admin catalogue no longer lists a deleted product, nor makes it common', async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    const user = await signUp(t.app);
    const { id } = await ownProduct(user, 'Компот от тёти Вали');
    await call(t.app, user, 'DELETE', `/api/item/${id}`);
    const listed = await call(t.app, admin, 'GET', `/api/item/list?nameRu=${encodeURIComponent('Компот от тёти')}`);
    expect(listed.body).toEqual([]);
    expect((await call(t.app, admin, 'PATCH', `/api/item/${id}/common`)).status).toBe(404);
    expect((await productRow(id)).common).toBe(false);
  });
});
