import { listTopicPrefix } from '@listok/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { listChanges, pushSubscriptions } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember, signUp, type TestUser } from '../../../test/factories.js';
import { markItem } from './mark-item.repo.js';

let t: TestApp;
beforeAll(async () => {
  // No bundle ends while the test runs, so every change kept is still there to count.
  const hour = 60 * 60 * 1000;
  t = await createTestApp({ webPush: { ...loadConfig({}).webPush, bundleMs: hour, bundleMaxMs: hour } });
});
afterAll(() => t.close());

/** Takes the changes kept for the list since the last call: which kinds, then none are left. */
async function takeChanges(listId: number): Promise<string[]> {
  const rows = await t.app.db
    .delete(listChanges)
    .where(eq(listChanges.listId, listId))
    .returning({ kind: listChanges.kind });
  return rows.map((row) => row.kind).sort();
}

/** Gives exactly these people a device each (a push subscription), and the others of `everyone` none. */
async function devices(everyone: TestUser[], holders: TestUser[]) {
  await t.app.db.delete(pushSubscriptions).where(
    inArray(
      pushSubscriptions.userId,
      everyone.map((user) => user.id),
    ),
  );
  for (const user of holders) {
    await t.app.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example/${user.id}`, p256dh: 'key', auth: 'auth' });
  }
}

describe('the rule "another member of the list has a device" of a change kept for notifications', () => {
  it('is the same in webPush.recordChange and in the SQL function that marks: both keep a change in exactly the same cases', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const vera = await signUp(t.app);
    expect((await call(t.app, vera, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(200);
    const { id: itemRowId, itemId: productId } = await addItem(t.app, owner, list.id, 'Milk');
    const people = { owner, member, vera, stranger };
    const names = Object.keys(people) as (keyof typeof people)[];
    await takeChanges(list.id);

    const verdicts: string[] = [];
    // Every set of device holders among the three members and a stranger, for an action of the owner and of a member.
    for (let set = 0; set < 2 ** names.length; set++) {
      const holders = names.filter((_, index) => set & (2 ** index));
      await devices(
        Object.values(people),
        holders.map((name) => people[name]),
      );
      for (const actor of ['owner', 'member'] as const) {
        const actorId = people[actor].id;
        await t.app.webPush.recordChange(t.app.db, { listId: list.id, actorId, kind: 'changed', itemRowId });
        await t.app.webPush.recordProductChanges(t.app.db, { listId: list.id, actorId }, [
          { kind: 'added', productId },
        ]);
        const inTypeScript = await takeChanges(list.id);
        const mark = await markItem(t.app.db, itemRowId, actorId, listTopicPrefix(t.app.config.publicUrl));
        expect(mark?.toggled).toBe(true);
        const inSql = await takeChanges(list.id);

        const expected = holders.some((name) => name !== actor && name !== 'stranger');
        const kept = `${actor} with devices of [${holders.join(', ')}]`;
        expect(inTypeScript, kept).toEqual(expected ? ['added', 'changed'] : []);
        expect(inSql, kept).toEqual(expected ? [mark?.toggled && mark.completed ? 'bought' : 'unbought'] : []);
        if (expected) verdicts.push(kept);
      }
    }
    // Kept whenever someone on the list besides the actor has a device; never for the actor's or a stranger's own.
    expect(verdicts.filter((verdict) => !verdict.includes('vera'))).toEqual([
      'member with devices of [owner]',
      'owner with devices of [member]',
      'owner with devices of [owner, member]',
      'member with devices of [owner, member]',
      'member with devices of [owner, stranger]',
      'owner with devices of [member, stranger]',
      'owner with devices of [owner, member, stranger]',
      'member with devices of [owner, member, stranger]',
    ]);
    expect(verdicts).toHaveLength(8 + 16);
  });
});
