import { z } from 'zod';
import { route } from './route.js';

const maxTopics = 20;

const ListEventsQuery = z.object({
  topic: z.union([z.string().max(2048), z.array(z.string().max(2048)).max(maxTopics)], {
    error: 'validation.required',
  }),
  ac: z.string().max(64).optional(),
  /** Beyond the contract: also the header events of members opening and closing the lists (presenceTopic). */
  presence: z.enum(['0', '1']).optional(),
  /**
   * Beyond the contract: the stream begins with an `items` event (no id) of each list topic, naming the list's items
   * version as the stream began to hear it (none for a reader of a wish list's reservations, which raise no version).
   */
  versions: z.enum(['0', '1']).optional(),
  lastEventID: z.string().max(20).optional(),
});

/**
 * The push hub: an event stream (Server-Sent Events), no JSON body. A topic is a list page's absolute URL, or My
 * lists' (every list of the signed-in user).
 */
export const listEvents = route({
  method: 'GET',
  path: '/.well-known/mercure',
  token: 'read',
  query: ListEventsQuery,
  answers: { 200: null },
  errors: ['FORBIDDEN'],
  summary: 'Server-Sent Events of lists (topic = absolute URL of the list page; ac = access code)',
  tags: ['realtime'],
});
