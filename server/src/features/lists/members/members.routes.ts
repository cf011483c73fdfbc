import { addMember, removeMember } from '@listok/contract/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { serve } from '../../../lib/serve.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange, publishListJoined } from '../basics/lists.events.js';
import { type ListAccess, listPolicy } from '../basics/lists.policy.js';
import * as repo from './members.repo.js';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** Runs an owner's change of the members under a lock of the list, publishes it, answers the members. */
  async function changeMembers(
    request: FastifyRequest,
    action: 'addMember' | 'removeMember',
    params: { id: number; userId: number },
    change: (tx: Executor, access: ListAccess, owner: SessionUser, userId: number) => Promise<void>,
  ) {
    const listId = await db.transaction(async (tx) => {
      const access = await loadListAccess(tx, params.id, request.user, undefined, 'update');
      const owner = listPolicy.assertCan(action, access);
      await change(tx, access, owner, params.userId);
      return access.list.id;
    });
    await publishListChange(app, listId, 'header');
    return repo.membersOf(db, listId);
  }

  app.route({
    ...serve(addMember),
    handler: async (request) => {
      const members = await changeMembers(request, 'addMember', request.params, async (tx, access, owner, userId) => {
        listPolicy.assertCanAdd(owner, await repo.candidateMember(tx, owner.id, userId));
        if (await repo.addMember(tx, access.list.id, userId)) {
          await app.webPush.recordChange(tx, {
            listId: access.list.id,
            actorId: owner.id,
            kind: 'memberAdded',
            subjectId: userId,
          });
        }
      });
      // The new member's lists screens show the list at once.
      await publishListJoined(app, request.params.userId, request.params.id);
      return members;
    },
  });

  app.route({
    ...serve(removeMember),
    handler: async (request) =>
      changeMembers(request, 'removeMember', request.params, async (tx, access, owner, userId) => {
        if (userId === owner.id) throw new AppError('OWNER_CANNOT_LEAVE');
        if (await repo.removeMember(tx, access.list.id, userId)) {
          await app.webPush.recordChange(tx, {
            listId: access.list.id,
            actorId: owner.id,
            kind: 'memberRemoved',
            subjectId: userId,
          });
        }
      }),
  });
};
