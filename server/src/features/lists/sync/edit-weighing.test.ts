import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, units } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember } from '../../../test/factories.js';

// Edits made apart (docs/api.md): two members change the same field, one or both offline; the later edit stays,
// whichever arrives last, and the item tells what the other had set.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unitId = async (code: string) => (await t.app.db.select().from(units).where(eq(units.code, code)))[0]!.id;
const rowOf = async (id: number) => (await t.app.db.select().from(listItems).where(eq(listItems.id, id)))[0]!;
const update = (user: Parameters<typeof call>[1], id: number, body: Record<string, unknown>, lang?: 'ru' | 'en') =>
  call(t.app, user, 'PATCH', `/api/list/item/update/${id}`, body, lang);

/** Minutes before now, as an edit made offline says when it was made. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('edits made apart', () => {
  it('the later edit arrives last: it replaces the earlier, and the item tells what that had set', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    const litre = await unitId('l');
    // Both saw 1 шт; the owner set 2 l ten minutes ago, the member 3 l five minutes ago, and the owner's came first.
    const seen = { amount: 1, unit: item.unit };
    expect((await update(owner, item.id, { amount: 2, unit: litre, seen, madeAt: ago(10) })).status).toBe(200);
    const later = await update(member, item.id, { amount: 3, unit: litre, seen, madeAt: ago(5) }, 'ru');
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ amount: 3, unit: litre, replaced: { field: 'amount', was: '2 л' } });
    expect(later.body.replaced.by).toBe(owner.username);
    expect((await rowOf(item.id)).edits.amount).toMatchObject({ by: member.id });
    const read = await call(t.app, owner, 'GET', `/api/list/${list.id}`, undefined, 'en');
    expect(read.body[0]).toMatchObject({ amount: 3, replaced: { field: 'amount', was: '2 l', by: owner.username } });
  });

  it('the earlier edit arrives last: it is kept out, and the item tells what it would have set', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    const seen = { note: '' };
    expect((await update(member, item.id, { note: '3,2%', seen, madeAt: ago(5) })).status).toBe(200);
    const earlier = await update(owner, item.id, { note: '1,5%', seen, madeAt: ago(10), amount: 4 });
    expect(earlier.status).toBe(200);
    // The note stays the member's; the amount, which nobody else changed, is the owner's.
    expect(earlier.body).toMatchObject({
      note: '3,2%',
      amount: 4,
      replaced: { field: 'note', was: '1,5%', by: owner.username },
    });
  });

  it('an edit of what the editor saw, or of another field, or of their own value, replaces nothing', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    await update(member, item.id, { note: 'a', seen: { note: '' }, madeAt: ago(5) });
    // The owner saw the member's note: a plain later edit.
    const seenIt = await update(owner, item.id, { note: 'b', seen: { note: 'a' }, madeAt: ago(4) });
    expect(seenIt.body.replaced).toBeUndefined();
    // Another field, edited apart from the note.
    const other = await update(member, item.id, { amount: 2, seen: { amount: 1 }, madeAt: ago(6) });
    expect(other.body).toMatchObject({ amount: 2, note: 'b' });
    expect(other.body.replaced).toBeUndefined();
    // The owner's own two edits made offline, the second seeing what the server had before the first.
    await update(owner, item.id, { note: 'c', seen: { note: 'b' }, madeAt: ago(3) });
    const own = await update(owner, item.id, { note: 'd', seen: { note: 'b' }, madeAt: ago(2) });
    expect(own.body).toMatchObject({ note: 'd' });
    expect(own.body.replaced).toBeUndefined();
  });

  it('the notice stays until the next edit, and a time in the future counts as now', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Bread');
    await update(member, item.id, { note: 'x', seen: { note: '' } });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const met = await update(owner, item.id, { note: 'y', seen: { note: '' }, madeAt: future });
    expect(met.body).toMatchObject({ note: 'y', replaced: { field: 'note', was: 'x' } });
    expect(new Date((await rowOf(item.id)).edits.note!.at).getTime()).toBeLessThanOrEqual(Date.now());
    const next = await update(member, item.id, { note: 'z', seen: { note: 'y' } });
    expect(next.body.replaced).toBeUndefined();
  });

  it.each([
    ['a time that is no time', { note: 'a', madeAt: 'yesterday' }, 'madeAt'],
    ['a seen note too long', { note: 'a', seen: { note: 'я'.repeat(257) } }, 'seen'],
  ])('refuses %s and changes nothing', async (_case, body, field) => {
    const { member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    const { status, body: answer } = await update(member, item.id, body, 'ru');
    expect(status).toBe(400);
    expect(Object.keys(answer.errors)[0]).toContain(field);
    expect((await rowOf(item.id)).note).toBe('');
  });

  it('what the editor saw and when alone is nothing to change', async () => {
    const { member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    const { status, body } = await update(member, item.id, { seen: { note: '' }, madeAt: ago(1) }, 'en');
    expect(status).toBe(400);
    expect(Object.values(body.errors)).toEqual(['Nothing to change']);
  });
});
