import { listTopic, myListsTopic, type PushEvent, wishesTopic } from '@listok/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The topic of one user's own list events: a list they were added to, joined or created (its own topic is not yet
 * among the ones their My lists streams follow). Internal to the hub: streams of My lists follow it, no client asks
 * for it by name.
 */
export const userListsTopic = (publicUrl: string, userId: number) => `${myListsTopic(publicUrl)}#user-${userId}`;

/** Publishes on a topic of a list; on a side topic (`publishSide`), the event takes no id. */
async function publish(app: FastifyInstance, topic: string, event: PushEvent, on: 'topic' | 'side topic' = 'topic') {
  try {
    await (on === 'side topic' ? app.push.publishSide(topic, event) : app.push.publish(topic, event));
  } catch (error) {
    app.log.error({ err: error, listId: event.listId }, 'publishing a list change failed');
  }
}

/** Tells every subscriber of the list that something changed; a failed publish never fails the change itself. */
export async function publishListChange(
  app: FastifyInstance,
  listId: number,
  type: PushEvent['type'],
  extra: Pick<PushEvent, 'deleted' | 'itemsVersion'> = {},
) {
  await publish(app, listTopic(app.config.publicUrl, listId), { type, listId, ...extra });
}

/**
 * Tells the streams of a wish list's readers who may reserve that its reservations changed (they read the items
 * again): on the list's wishes topic, which the owner's streams, and visitors', never hear. A side topic: the event
 * takes no id, so the ids the owner's streams see run on without a gap where it happened.
 */
export async function publishWishes(app: FastifyInstance, listId: number) {
  await publish(app, wishesTopic(app.config.publicUrl, listId), { type: 'items', listId }, 'side topic');
}

/** Tells the user's My lists streams of a list they now belong to (added, joined or created), so they follow it. */
export async function publishListJoined(app: FastifyInstance, userId: number, listId: number) {
  await publish(app, userListsTopic(app.config.publicUrl, userId), { type: 'header', listId });
}
