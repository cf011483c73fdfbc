import { listTopicPrefix } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember, type TestUser } from '../../../test/factories.js';
import { loadListAccess } from '../basics/lists.access.js';
import { canOf, listPolicy } from '../basics/lists.policy.js';
import { markItem } from './mark-item.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actors = ['visitor', 'visitorCode', 'stranger', 'strangerCode', 'strangerWrongCode', 'member', 'owner'] as const;
const states = ['active', 'closed'] as const;

const sessionUser = (user: TestUser): SessionUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  isAdmin: false,
  timeZone: 'Europe/Moscow',
});

/**
 * What the policy answers to a mark, from the list as the routes load it: allowed, or the refusal's code; and the
 * header's `can.tick` for the same facts, which must agree.
 */
async function policyVerdict(itemRowId: number, user: SessionUser | null, ac: string | undefined) {
  const access = await loadListAccess(t.app.db, { itemRowId }, user, ac);
  let verdict: string;
  try {
    listPolicy.assertCan('tick', access);
    verdict = 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    verdict = error.code;
  }
  expect(canOf(access).tick, verdict).toBe(verdict === 'allowed');
  return verdict;
}

describe('the rule "a member of an active list" of a mark', () => {
  it('is the same in listPolicy, the header can.tick and the SQL function that marks: all refuse the same callers and states', async () => {
    const verdicts: string[] = [];
    for (const state of states) {
      for (const actor of actors) {
        const { owner, member, stranger, list } = await listWithMember(t.app);
        const { id: itemRowId } = await addItem(t.app, owner, list.id, 'Milk');
        if (state === 'closed') await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
        const who = actor.startsWith('visitor')
          ? null
          : actor.startsWith('stranger')
            ? stranger
            : actor === 'member'
              ? member
              : owner;
        const user = who ? sessionUser(who) : null;
        const ac = actor.endsWith('WrongCode') ? 'wrong-code' : actor.endsWith('Code') ? list.access : undefined;

        const policy = await policyVerdict(itemRowId, user, ac);
        // The SQL path alone, as the mark route calls it: it never sees the code, which lets nobody mark.
        const mark = await markItem(t.app.db, itemRowId, user?.id, listTopicPrefix(t.app.config.publicUrl));
        verdicts.push(`${actor} on ${state}: policy ${policy}, SQL ${mark?.toggled ? 'marked' : 'refused'}`);
        expect(mark?.toggled, `${actor} on ${state}`).toBe(policy === 'allowed');
      }
    }
    // Only members and the owner of an active list may mark; everyone else is refused by both.
    expect(verdicts.filter((v) => v.endsWith('SQL marked'))).toEqual([
      'member on active: policy allowed, SQL marked',
      'owner on active: policy allowed, SQL marked',
    ]);
  });
});
