import type { ListKind, UpdateListBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { assertTokenReachesAll } from '../../../plugins/api-tokens.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import * as members from '../members/members.repo.js';
import { loadListAccess } from './lists.access.js';
import { publishListChange, publishListJoined } from './lists.events.js';
import { type ListAccess, listPolicy } from './lists.policy.js';
import * as repo from './lists.repo.js';
import { assertDailyQuota } from './quotas.js';

/** The two owner's changes of the members (members/members.routes.ts). */
type MembersChange = 'addMember' | 'removeMember';

/**
 * The use cases of a list itself and of its members, with their rules, their transactions and their news to open
 * screens: making, renaming, deleting, joining, closing and recovering, a new private link, adding and removing members
 * and leaving. The API's routes (lists.routes.ts, members/members.routes.ts) and a calendar app's (features/caldav) do
 * them alike.
 */
export function listsService(app: FastifyInstance) {
  const { db } = app;

  /** Runs an owner's change of the members under a lock of the list, and tells the list's screens. */
  async function changeMembers(
    action: MembersChange,
    listId: number,
    user: SessionUser | null,
    change: (tx: Executor, listId: number, owner: SessionUser) => Promise<void>,
  ): Promise<void> {
    const changed = await db.transaction(async (tx) => {
      const access = await loadListAccess(tx, listId, user, undefined, 'update');
      const owner = listPolicy.assertCan(action, access);
      await change(tx, access.list.id, owner);
      return access.list.id;
    });
    await publishListChange(app, changed, 'header');
  }

  /** Closes the list or recovers it, as the owner asks. */
  async function setActive(action: 'close' | 'recover', listId: number, user: SessionUser | null) {
    const access = await db.transaction(async (tx) => {
      const access = await loadListAccess(tx, listId, user, undefined, 'update');
      const owner = listPolicy.assertCan(action, access);
      const active = action === 'recover';
      await repo.setListActive(tx, access.list.id, active, owner.id);
      await app.webPush.recordChange(tx, {
        listId: access.list.id,
        actorId: owner.id,
        kind: active ? 'recovered' : 'closed',
        list: true,
      });
      return { ...access, list: { ...access.list, active } };
    });
    await publishListChange(app, access.list.id, 'header');
    return access;
  }

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

    /**
     * A signed-in holder of the code becomes a member (a member stays one); the caller as a member now. The list's
     * screens show them, and their own My lists follow the list.
     */
    async join(listId: number, user: SessionUser | null, ac: string | undefined): Promise<ListAccess> {
      const { access, joined } = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, listId, user, ac, 'no key update');
        const joiner = listPolicy.assertCan('join', access);
        if (access.isMember) return { access, joined: undefined };
        await members.addMember(tx, access.list.id, joiner.id);
        await app.webPush.recordChange(tx, { listId: access.list.id, actorId: joiner.id, kind: 'joined', list: true });
        return { access: { ...access, isMember: true }, joined: joiner };
      });
      if (joined) {
        await publishListChange(app, access.list.id, 'header');
        await publishListJoined(app, joined.id, access.list.id);
      }
      return access;
    },

    /** The owner finishes the list: every item ticked. Its members are told. */
    close: (listId: number, user: SessionUser | null) => setActive('close', listId, user),

    /** The owner makes the list active again: every item unticked. Its members are told. */
    recover: (listId: number, user: SessionUser | null) => setActive('recover', listId, user),

    /** The owner gives the list a new private link; the old one stops working. */
    async renewAccessCode(listId: number, user: SessionUser | null): Promise<ListAccess> {
      const access = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, listId, user, undefined, 'update');
        listPolicy.assertCan('share', access);
        const accessCode = await repo.regenerateAccessCode(tx, access.list.id);
        return { ...access, list: { ...access.list, accessCode } };
      });
      // Members' screens show the new link; streams that were let in by the old code end (push.routes).
      await publishListChange(app, access.list.id, 'header');
      return access;
    },

    /** The owner adds a mutual contact (`assertCanAdd`); the new member's My lists show the list at once. */
    async addMember(listId: number, user: SessionUser | null, userId: number): Promise<void> {
      await changeMembers('addMember', listId, user, async (tx, listId, owner) => {
        listPolicy.assertCanAdd(owner, await members.candidateMember(tx, owner.id, userId));
        if (await members.addMember(tx, listId, userId)) {
          await app.webPush.recordChange(tx, { listId, actorId: owner.id, kind: 'memberAdded', subjectId: userId });
        }
      });
      await publishListJoined(app, userId, listId);
    },

    /** The owner removes a member (never themselves); the member's streams of the list end (push.routes). */
    async removeMember(listId: number, user: SessionUser | null, userId: number): Promise<void> {
      await changeMembers('removeMember', listId, user, async (tx, listId, owner) => {
        if (userId === owner.id) throw new AppError('OWNER_CANNOT_LEAVE');
        if (await members.removeMember(tx, listId, userId)) {
          await app.webPush.recordChange(tx, { listId, actorId: owner.id, kind: 'memberRemoved', subjectId: userId });
        }
      });
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
