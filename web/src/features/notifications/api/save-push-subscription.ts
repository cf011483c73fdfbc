import type { PushSubscriptionAnswer, PushSubscriptionBody } from '@listok/contract';
import { apiCall } from '../../../lib/api';

/** The browser's subscription as the server takes it: `PushSubscription.toJSON()`. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** POST /api/push/subscriptions: this device gets the signed-in user's notifications (201 new, 200 known). */
export const savePushSubscription = (subscription: PushSubscription) =>
  apiCall<PushSubscriptionAnswer>('/api/push/subscriptions', {
    method: 'POST',
    body: { json: subscriptionBody(subscription) },
  });
