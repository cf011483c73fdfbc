import type { RecoveryLinkAnswer } from '@listok/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/**
 * GET /api/user/password/recovery?token=…: whether a recovery link still works, asked as its page opens (it does not
 * use the link up), so that a used or expired link says so before a new password is typed.
 */
export const recoveryLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['recovery-link', token],
    queryFn: ({ signal }) =>
      apiCall<RecoveryLinkAnswer>(`/api/user/password/recovery?${new URLSearchParams({ token })}`, { signal }),
    // Asked once per opening: sending the form tells again if the link stopped working meanwhile.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
