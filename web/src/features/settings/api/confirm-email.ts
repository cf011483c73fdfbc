import type { ConfirmEmailBody, EmailConfirmedAnswer } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { userSettingsQuery } from './user-settings';

/** POST /api/user/settings/confirm-email: the token of the link mailed to a new email makes the change. */
export const confirmEmail = (body: ConfirmEmailBody) =>
  apiCall<EmailConfirmedAnswer>('/api/user/settings/confirm-email', { method: 'POST', body: { json: body } });

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsQuery.queryKey }),
  });
}
