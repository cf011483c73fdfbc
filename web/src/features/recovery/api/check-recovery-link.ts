import { checkRecoveryLink } from '@listok/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * Whether a recovery link still works, asked as its page opens (it does not use the link up), so that a used or expired link says so before a new password is typed.
 */
export const recoveryLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['recovery-link', token],
    queryFn: ({ signal }) => api(checkRecoveryLink, { query: { token }, signal }),
    // Asked once per opening: sending the form tells again if the link stopped working meanwhile.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
