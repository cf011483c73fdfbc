import type { PushUnsubscribeBody } from '@listok/contract';
import { apiCall } from '../../../lib/api';

/** DELETE /api/push/subscriptions: no more notifications on the device of this endpoint (204). */
export const deletePushSubscription = (endpoint: string) =>
  apiCall<null>('/api/push/subscriptions', {
    method: 'DELETE',
    body: { json: { endpoint } satisfies PushUnsubscribeBody },
  });
