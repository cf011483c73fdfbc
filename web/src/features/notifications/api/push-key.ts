import { pushKey } from '@listok/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The server's VAPID public key (base64url), which a subscription is made with. */
export const pushKeyQuery = queryOptions({
  queryKey: ['push', 'key'],
  queryFn: ({ signal }) => api(pushKey, { signal }),
  // It changes only when the server's keys are replaced; a page opened after that reads the new one.
  staleTime: Number.POSITIVE_INFINITY,
});
