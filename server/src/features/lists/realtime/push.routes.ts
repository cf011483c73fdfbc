import { myListsTopic, presenceTopic } from '@listok/contract';
import { listEvents } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.js';
import { serve } from '../../../lib/serve.js';
import { tokenAlive } from '../../../plugins/api-tokens.js';
import type { DeliveredEvent } from '../../../plugins/push.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { userListsTopic } from '../basics/lists.events.js';
import { type ListAccess, seesReservations } from '../basics/lists.policy.js';
import { listIdsOfUser } from '../basics/lists.repo.js';
import { EventStreams } from './event-stream.js';
import { type Followed, groundOf, ListStream, type ListStreamHost } from './list-stream.js';
import { MyListsFollow, myListsFollowLimit } from './my-lists.js';
import { Presence } from './presence.js';
import { StreamSlots } from './push.slots.js';

const parseEventId = (value: string | undefined) => {
  if (value === undefined || !/^\d{1,18}$/.test(value)) return undefined;
  return Number(value);
};

/**
 * The push hub of the contract: `GET /.well-known/mercure?topic=<list page URL>` streams Server-Sent Events to members
 * of the list, or to anyone with the list's code as `ac`. Everyone else gets 403 and no stream. Every header event of a
 * followed list (members and the code change only with one, on whichever process) checks the stream's access again.
 * Beyond the contract, `topic=<PUBLIC_URL>/lists` (My lists) streams a signed-in user the events of all their lists.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const topicPattern = new RegExp(`^${app.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/lists/(\\d{1,10})$`);
  const listIdOf = (topic: string) => {
    const id = topic.match(topicPattern)?.[1];
    return id === undefined ? undefined : Number(id);
  };
  // The list of an event's topic, read once for all the streams it goes to.
  const eventLists = new WeakMap<DeliveredEvent, number | undefined>();
  const listOfEvent = (event: DeliveredEvent) => {
    if (eventLists.has(event)) return eventLists.get(event);
    const listId = listIdOf(event.topic);
    eventLists.set(event, listId);
    return listId;
  };
  const myLists = myListsTopic(app.config.publicUrl);
  const userTopicOf = (userId: number) => userListsTopic(app.config.publicUrl, userId);
  const streams = new EventStreams(app.config.pushHeartbeatMs);
  // With RATE_LIMIT_ADDRESS=off the per-address limits are lifted, this one too.
  const slots = app.config.rateLimitAddress ? new StreamSlots(app.config.pushStreamsPerAddress) : undefined;
  // A member opening or closing the list anywhere changes who is shown as there: its header is published again.
  const presence = new Presence(
    app.db,
    app.config.pushHeartbeatMs,
    (listId) => app.push.publish(presenceTopic(app.config.publicUrl, listId), { type: 'header', listId }),
    (error) => app.log.error({ err: error }, 'list presence failed'),
  );

  // One check per header event, list, user and code, however many streams of this process heard the event.
  const checks = new Map<string, Promise<ListAccess | undefined>>();
  const accessAfter = (eventId: number, listId: number, user: SessionUser | null, ac: string | undefined) => {
    const key = `${eventId}:${listId}:${user?.id ?? ''}:${ac ?? ''}`;
    let check = checks.get(key);
    if (!check) {
      check = loadListAccess(app.db, listId, user, ac).catch(() => undefined);
      checks.set(key, check);
      void check.then(() => checks.delete(key));
    }
    return check;
  };

  const host: ListStreamHost = {
    publicUrl: app.config.publicUrl,
    push: app.push,
    presence,
    streams,
    listIdOf,
    listOf: listOfEvent,
    accessAfter,
    tokenAlive: (tokenId) => tokenAlive(app.db, tokenId),
  };

  app.addHook('preClose', async () => {
    streams.endAll();
    await presence.close();
  });

  app.route({
    ...serve(listEvents),
    handler: async (request, reply) => {
      const asked = [...new Set(Array.isArray(request.query.topic) ? request.query.topic : [request.query.topic])];
      if (asked.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { topic: 'validation.required' } });
      const topics = asked.filter((topic) => topic !== myLists);
      const { user } = request;
      const { ac } = request.query;
      const freeSlot = slots?.take(request.ip);
      // Header events of lists, and lists announced to the user, that come while access is checked: the check may
      // have read the state before them.
      const heard = new Map<string, number>();
      const announced: DeliveredEvent[] = [];
      // Items versions of the lists: as the access check read them, raised by the items events heard until the
      // subscription began (a change after that read comes as an event, before the subscription or after it).
      const itemsVersions = new Map<string, number>();
      const stopHearing = app.push.observe((event) => {
        const { data } = event;
        if (data.type === 'header' && listIdOf(event.topic) !== undefined) heard.set(event.topic, event.id);
        if (data.type === 'items' && data.itemsVersion !== undefined && itemsVersions.has(event.topic))
          itemsVersions.set(event.topic, Math.max(itemsVersions.get(event.topic)!, data.itemsVersion));
        if (user && event.topic === userTopicOf(user.id)) announced.push(event);
      });
      const followed = new Map<string, Followed>();
      let mine: MyListsFollow | undefined;
      try {
        for (const topic of topics) {
          const id = listIdOf(topic);
          const access = id ? await loadListAccess(app.db, id, user, ac).catch(() => undefined) : undefined;
          const ground = groundOf(access);
          if (!ground) throw new AppError('FORBIDDEN');
          const wishes = access ? seesReservations(access) : false;
          followed.set(topic, { listId: id!, ground, wishes });
          if (access) itemsVersions.set(topic, Math.max(itemsVersions.get(topic) ?? 0, access.list.itemsVersion));
        }
        if (topics.length < asked.length) {
          if (!user) throw new AppError('FORBIDDEN');
          const only = user.token?.lists ?? null;
          const listIds = await listIdsOfUser(app.db, user.id, myListsFollowLimit, only);
          mine = new MyListsFollow(app.config.publicUrl, user.id, listIds, only);
        }
      } catch (error) {
        stopHearing();
        freeSlot?.();
        throw error;
      }
      const header = request.headers['last-event-id'];
      const lastEventId = parseEventId(typeof header === 'string' ? header : request.query.lastEventID);

      reply.hijack();
      const stream = new ListStream(host, user, ac, followed, mine, freeSlot);
      await stream.start(request.raw, reply.raw, {
        topics,
        withPresence: request.query.presence === '1',
        itemsVersions: request.query.versions === '1' ? itemsVersions : undefined,
        lastEventId,
        heard,
        announced,
        stopHearing,
      });
    },
  });
};
