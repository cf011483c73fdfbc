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
import { loadListAccess } from './lists.access.js';
import { publishListChange, publishListJoined } from './lists.events.js';
import { listPolicy } from './lists.policy.js';
import { newListCounts, toListHeader, toListSummary } from './lists.present.js';
import * as repo from './lists.repo.js';
import { listsService } from './lists.service.js';

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const lists = listsService(app);

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
      return toListHeader(access, await members.membersOf(db, access.list.id));
    },
  });

  app.route({
    ...serve(updateList),
    handler: async (request) => {
      const access = await lists.update(request.params.id, request.user, request.body);
      return toListHeader(access, await members.membersOf(db, access.list.id));
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
      const { access, joined } = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, request.params.id, request.user, request.query.ac, 'no key update');
        const user = listPolicy.assertCan('join', access);
        if (access.isMember) return { access, joined: undefined };
        await members.addMember(tx, access.list.id, user.id);
        await app.webPush.recordChange(tx, { listId: access.list.id, actorId: user.id, kind: 'joined', list: true });
        return { access: { ...access, isMember: true }, joined: user };
      });
      if (joined) {
        await publishListChange(app, access.list.id, 'header');
        await publishListJoined(app, joined.id, access.list.id);
      }
      return toListHeader(access, await members.membersOf(db, access.list.id));
    },
  });

  for (const [action, declared] of [
    ['close', closeList],
    ['recover', recoverList],
  ] as const) {
    app.route({
      ...serve(declared),
      handler: async (request) => {
        const access = await db.transaction(async (tx) => {
          const access = await loadListAccess(tx, request.params.id, request.user, undefined, 'update');
          const user = listPolicy.assertCan(action, access);
          const active = action === 'recover';
          await repo.setListActive(tx, access.list.id, active, user.id);
          await app.webPush.recordChange(tx, {
            listId: access.list.id,
            actorId: user.id,
            kind: active ? 'recovered' : 'closed',
            list: true,
          });
          return { ...access, list: { ...access.list, active } };
        });
        await publishListChange(app, access.list.id, 'header');
        return toListHeader(access, await members.membersOf(db, access.list.id));
      },
    });
  }

  app.route({
    ...serve(renewAccessCode),
    handler: async (request) => {
      const access = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, request.params.id, request.user, undefined, 'update');
        listPolicy.assertCan('share', access);
        const accessCode = await repo.regenerateAccessCode(tx, access.list.id);
        return { ...access, list: { ...access.list, accessCode } };
      });
      // Members' screens show the new link; streams that were let in by the old code end (push.routes).
      await publishListChange(app, access.list.id, 'header');
      return toListHeader(access, await members.membersOf(db, access.list.id));
    },
  });

  app.route({
    ...serve(leaveList),
    handler: async (request, reply) => {
      await lists.leave(request.params.id, request.user);
      return reply.code(204).send();
    },
  });
};
