import { listTopic, type PushEvent } from '@listok/contract';
import type { FastifyInstance } from 'fastify';

/** Tells every subscriber of the list that something changed; a failed publish never fails the change itself. */
export async function publishListChange(app: FastifyInstance, listId: number, type: PushEvent['type']) {
  try {
    await app.push.publish(listTopic(app.config.publicUrl, listId), { type, listId });
  } catch (error) {
    app.log.error({ err: error, listId }, 'publishing a list change failed');
  }
}
