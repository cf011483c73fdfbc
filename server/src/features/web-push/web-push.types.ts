import type { Lang, PushPayload } from '@listok/contract';
import type { Executor } from '../../db/client.js';
import type { ChangeKind } from './change-summary.js';

/** A change of an item of a list by its product, or by a plain entry's text (lists of a kind other than shopping). */
export type ItemChange = { kind: ChangeKind } & ({ productId: number } | { entry: string });

/** A change of a list, kept for its members' next notification: of an item, a product, a member, or the list itself. */
export type ListChange = {
  listId: number;
  actorId: number;
  kind: ChangeKind;
} & ({ itemRowId: number } | { productId: number } | { subjectId: number } | { list: true });

/** A message for other users right away (not bundled), e.g. "I'm going shopping". */
export interface DirectMessage {
  userIds: number[];
  payload: (lang: Lang) => PushPayload;
  urgency: 'normal' | 'high';
  ttlSeconds: number;
}

export interface WebPush {
  /** The VAPID public key (base64url), the browser's `applicationServerKey`. */
  publicKey: string;
  /**
   * Keeps a change for the list's next notification, in the change's transaction. Nothing is kept for a list none of
   * whose other members has a device subscribed.
   */
  recordChange(executor: Executor, change: ListChange): Promise<void>;
  /** Keeps several changes of items of one list by one member at once (a pasted list), in one statement. */
  recordProductChanges(
    executor: Executor,
    by: { listId: number; actorId: number },
    changes: readonly ItemChange[],
  ): Promise<void>;
  /**
   * Forgets the member's changes of the list of this kind that no notification has told yet: an undo took them back
   * (unticking every item), so nobody is told of them.
   */
  forgetChanges(executor: Executor, change: { listId: number; actorId: number; kind: ChangeKind }): Promise<void>;
  /** A change was kept elsewhere (the mark's SQL function, 0016_web_push.sql): a round looks when its bundle may end. */
  changed(): void;
  /** Queues a message to every subscription of the users (in each one's language); answers how many were queued. */
  queue(executor: Executor, message: DirectMessage): Promise<number>;
  /** Starts a round soon: bundles that have ended become messages, due messages are sent. */
  kick(): void;
  /** Runs rounds until nothing is due now; for tests and shutdown. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPush: WebPush;
  }
}
