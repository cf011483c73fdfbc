import { CopyListBody, copyName, ListIdParams, ListSummary } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/client.js';
import { assertDailyQuota } from '../../../lib/quotas.js';
import { requireUser } from '../../../plugins/sessions.js';
import { assertTokenReachesAll, loadListAccess } from './lists.access.js';
import { publishListJoined } from './lists.events.js';
import { listPolicy } from './lists.policy.js';
import { toListSummary } from './lists.present.js';
import * as repo from './lists.repo.js';

const tags = ['lists'];

/** The source's items on the new list, in their order, none bought; answers how many. */
async function copyItems(db: Executor, from: number, to: number, userId: number, onlyOpen: boolean) {
  const result = await db.execute(sql`
    insert into list_items (list_id, product_id, amount, unit_id, link, added_by)
    select ${to}, product_id, amount, unit_id, link, ${userId}
    from list_items where list_id = ${from} and (not ${onlyOpen} or not completed)
    order by added_at, id
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Copying a list: the same goods on a new list of the caller's, for the next shopping. */
export const copyListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/list/:id/copy',
    {
      schema: {
        tags,
        summary:
          'Copy a list (its members): a new list of the caller with its items (all, or only those not bought), none bought; members are not copied',
        params: ListIdParams,
        body: CopyListBody,
        response: { 201: ListSummary },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      assertTokenReachesAll(user);
      const { list, itemCount } = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, request.params.id, user, undefined);
        listPolicy.assertMember(access);
        await assertDailyQuota(tx, 'lists', user.id, app.config.quotas.listsPerDay);
        const name = request.body.name ?? copyName(access.list.name, request.lang);
        const list = await repo.createList(tx, user.id, name);
        const itemCount = await copyItems(tx, access.list.id, list.id, user.id, request.body.only === 'open');
        return { list, itemCount };
      });
      await publishListJoined(app, user.id, list.id);
      return reply
        .code(201)
        .send(toListSummary(list, true, user.timeZone, { memberCount: 1, itemCount, completedCount: 0 }));
    },
  );
};
