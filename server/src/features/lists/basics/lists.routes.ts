import {
  closeList,
  createList,
  deleteList,
  joinList,
  leaveList,
  listHeader,
  myLists,
  recoverList,
  renewAccessCode,
  updateList,
} from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.js';
import { pageOf, setPaginationHeaders } from '../../../lib/pagination.js';
import { serve } from '../../../lib/serve.js';
import { isCrossSite } from '../../../plugins/security.js';
import { requireUser } from '../../../plugins/sessions.js';
import * as members from '../members/members.repo.js';
import { seesMoney } from '../prices/money-seen.js';
import { listMoney } from '../prices/prices.repo.js';
import { loadListAccess } from './lists.access.js';
import { type ListAccess, listPolicy } from './lists.policy.js';
import { newListCounts, toListHeader, toListSummary } from './lists.present.js';
import * as repo from './lists.repo.js';
import { listsService } from './lists.service.js';

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const lists = listsService(app);
  /** The header as the caller sees it, with the members as they are now. */
  const headerOf = async (access: ListAccess) => {
    const money = seesMoney(access) && access.user ? await listMoney(db, access.list.id, access.user.id) : undefined;
    return toListHeader(access, await members.membersOf(db, access.list.id), money);
  };

  app.route({
    ...serve(myLists),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { isActive, kind, sort, page } = request.query;
      const paging = pageOf(page, app.config.pageSize);
      const which = { active: isActive, kind };
      const { rows, total } = await repo.listsOfUser(db, user.id, which, sort, paging, user.token?.lists ?? null);
      const counts = await repo.countsOf(
        db,
        rows.map((r) => r.list.id),
        user.id,
      );
      setPaginationHeaders(reply, paging, total);
      return rows.map((r) => toListSummary(r.list, r.isOwner, user, counts.get(r.list.id)!));
    },
  });

  app.route({
    ...serve(createList),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const list = await lists.create(user, request.body.name, request.body.kind);
      return reply.code(201).send(toListSummary(list, true, user, newListCounts));
    },
  });

  app.route({
    ...serve(listHeader),
    handler: async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      return headerOf(access);
    },
  });

  app.route({
    ...serve(updateList),
    handler: async (request) => {
      return headerOf(await lists.update(request.params.id, request.user, request.body));
    },
  });

  app.route({
    ...serve(deleteList),
    handler: async (request, reply) => {
      await lists.remove(request.params.id, request.user);
      return reply.code(204).send();
    },
  });

  app.route({
    ...serve(joinList),
    handler: async (request) => {
      // Joining changes membership: another site must not make a signed-in visitor join through a link or an image.
      if (isCrossSite(request)) throw new AppError('CROSS_SITE_JOIN');
      return headerOf(await lists.join(request.params.id, request.user, request.query.ac));
    },
  });

  app.route({
    ...serve(closeList),
    handler: async (request) => headerOf(await lists.close(request.params.id, request.user)),
  });

  app.route({
    ...serve(recoverList),
    handler: async (request) => headerOf(await lists.recover(request.params.id, request.user)),
  });

  app.route({
    ...serve(renewAccessCode),
    handler: async (request) => headerOf(await lists.renewAccessCode(request.params.id, request.user)),
  });

  app.route({
    ...serve(leaveList),
    handler: async (request, reply) => {
      await lists.leave(request.params.id, request.user);
      return reply.code(204).send();
    },
  });
};
