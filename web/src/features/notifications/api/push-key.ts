import type { PushKeyAnswer } from '@listok/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/push/key: the server's VAPID public key (base64url), which a subscription is made with. */
export const pushKeyQuery = queryOptions({
  queryKey: ['push', 'key'],
  queryFn: ({ signal }) => apiCall<PushKeyAnswer>('/api/push/key', { signal }),
  // It changes only when the server's keys are replaced; a page opened after that reads the new one.
  staleTime: Number.POSITIVE_INFINITY,
});
