import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Rounds } from '../../lib/rounds.js';
import { forgetChanges, keepChange, keepProductChanges, queueMessage } from './web-push.changes.js';
import { vapidKeys } from './web-push.keys.js';
import type { Outbox } from './web-push.outbox.js';
import { pushRound } from './web-push.rounds.js';
import type { WebPush } from './web-push.types.js';

/** The push bus's wake-up of every process's rounds when a list's bundle changed. */
const bundleSignal = 'web-push-bundle';
/** Every process also looks for due work this often: other processes' bundles, messages after a restart. */
const sweepMs = 10_000;

/** The WebPush of this process over its rounds; `bundleChanged` is told of every change kept. */
function webPushOf(app: FastifyInstance, publicKey: string, rounds: Rounds, bundleChanged: () => void): WebPush {
  return {
    publicKey,
    async recordChange(executor, change) {
      await keepChange(executor, change);
      bundleChanged();
    },
    async recordProductChanges(executor, by, changes) {
      if (changes.length === 0) return;
      await keepProductChanges(executor, by, changes);
      bundleChanged();
    },
    forgetChanges,
    changed: bundleChanged,
    async queue(executor, message) {
      const queued = await queueMessage(executor, message);
      if (queued > 0 && executor === app.db) rounds.kick();
      return queued;
    },
    kick: rounds.kick,
    flush: () => rounds.flush(),
  };
}

/**
 * Web Push (docs/architecture.md, Notifications): changes of lists are kept in list_changes and bundled per list; an
 * ended bundle becomes one message per member's device in push_outbox, which a background sender delivers (encrypted,
 * signed), retrying 429 and 5xx with backoff and dropping subscriptions the push service no longer knows (404, 410).
 */
export const webPushPlugin = fp(
  async (app: FastifyInstance, options: { background?: boolean }) => {
    const { config, db, log } = app;
    const keys = await vapidKeys(db, config.webPush.vapidKeys);
    const vapid = { subject: config.webPush.vapidSubject, ...keys };
    const outbox: Outbox = { db, log, vapid, endpointAllow: config.webPush.endpointAllow };
    const background = options.background !== false;
    const rounds = new Rounds(() => pushRound(db, config, outbox), log, background, 'push round');

    // A bundle ends this long after its last change at the earliest: a round looks again then, in every process (told
    // over the push bus), so a bundle ends on time even if the process that saw the change is gone by then.
    const lookAfterBundle = () => rounds.wake(config.webPush.bundleMs + 50);
    const bundleChanged = () => {
      lookAfterBundle();
      app.push.bus.signal(bundleSignal);
    };
    app.push.bus.onSignal(bundleSignal, lookAfterBundle);
    app.decorate('webPush', webPushOf(app, keys.publicKey, rounds, bundleChanged));

    // Once ready, whatever an earlier run left: bundles that ended meanwhile, messages not sent.
    if (background) rounds.runIn(app, sweepMs);
  },
  { name: 'web-push', dependencies: ['push'] },
);
