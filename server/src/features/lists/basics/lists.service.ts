import type { ListKind, UpdateListBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/sessions.js';
import * as members from '../members/members.repo.js';
import { assertTokenReachesAll, loadListAccess } from './lists.access.js';
import { publishListChange, publishListJoined } from './lists.events.js';
import { type ListAccess, listPolicy } from './lists.policy.js';
import * as repo from './lists.repo.js';
import { assertDailyQuota } from './quotas.js';

/**
 * Making, renaming, deleting and leaving a list, with their rules and their news to open screens: the API's routes
 * (lists.routes.ts) and a calendar app's (features/caldav) do them alike.
 */
export function listsService(app: FastifyInstance) {
  const { db } = app;
  return {
    /** A new list of the user's (within the day's quota), shown on their other screens of My lists. */
    async create(user: SessionUser, name: string, kind?: ListKind): Promise<repo.ListRow> {
      assertTokenReachesAll(user);
      const list = await db.transaction(async (tx) => {
        await assertDailyQuota(tx, 'lists', user.id, app.config.quotas.listsPerDay);
        return repo.createList(tx, user.id, name, kind);
      });
      await publishListJoined(app, user.id, list.id);
      return list;
    },

    /** A new name or kind (the owner's); the list's screens show it. */
    async update(listId: number, user: SessionUser | null, body: UpdateListBody): Promise<ListAccess> {
      const access = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, listId, user, undefined, 'update');
        listPolicy.assertCan('rename', access);
        return { ...access, list: await repo.updateList(tx, access.list.id, body) };
      });
      await publishListChange(app, access.list.id, 'header');
      return access;
    },

    /** Deletes the list (the owner's); its open pages leave it, and its streams end (realtime/push.routes). */
    async remove(listId: number, user: SessionUser | null): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, listId, user, undefined, 'update');
        listPolicy.assertCan('delete', access);
        await repo.deleteList(tx, access.list.id);
        return access.list.id;
      });
      await publishListChange(app, deleted, 'header', { deleted: true });
    },

    /** A member who is not the owner leaves the list; the others are told. */
    async leave(listId: number, user: SessionUser | null): Promise<void> {
      const left = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, listId, user, undefined, 'update');
        const member = listPolicy.assertCan('leave', access);
        await members.removeMember(tx, access.list.id, member.id);
        await app.webPush.recordChange(tx, { listId: access.list.id, actorId: member.id, kind: 'left', list: true });
        return access.list.id;
      });
      await publishListChange(app, left, 'header');
    },
  };
}

export type ListsService = ReturnType<typeof listsService>;
