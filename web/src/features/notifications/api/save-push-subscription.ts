import type { PushSubscriptionBody } from '@listok/contract';
import { subscribePush } from '@listok/contract/api';
import { api } from '../../../lib/api/api';

/** The browser's subscription as the server takes it: `PushSubscription.toJSON()`. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** This device gets the signed-in user's notifications (201 new, 200 known). */
export const savePushSubscription = (subscription: PushSubscription) =>
  api(subscribePush, { body: subscriptionBody(subscription) });
