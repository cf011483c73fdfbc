import type { Db } from '../../db/client.js';
import { queueReminders } from './reminders.js';
import { type BundleTiming, endedBundles, tellBundle } from './web-push.bundles.js';
import { deliverDue, type Outbox } from './web-push.outbox.js';

/** What a round reads of the configuration: the bundles' timing and the site's address (the messages' links). */
interface RoundSettings {
  publicUrl: string;
  webPush: BundleTiming & { now: () => Date };
}

/**
 * One round: ended bundles and the to-dos whose time has come become messages, then due messages go; answers when
 * the next round is needed (reminders are looked for by every round, and a round runs at least every sweep).
 */
export async function pushRound(db: Db, settings: RoundSettings, outbox: Outbox): Promise<number | undefined> {
  await queueReminders(db, settings.webPush.now(), settings.publicUrl);
  const { due, nextInMs } = await endedBundles(db, settings.webPush);
  let busy = false;
  for (const listId of due) {
    const queued = await tellBundle(db, listId, settings.publicUrl);
    if (queued === undefined) busy = true;
  }
  const nextSend = await deliverDue(outbox);
  const waits = [nextInMs, nextSend, busy ? 200 : undefined].filter((ms): ms is number => ms !== undefined);
  return waits.length > 0 ? Math.min(...waits) : undefined;
}
