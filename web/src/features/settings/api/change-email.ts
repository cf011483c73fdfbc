import type { ChangeEmailBody, MessageAnswer } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { userSettingsQuery } from './user-settings';

/** PATCH /api/user/settings/change-email; the current password must be right. */
export const changeEmail = (body: ChangeEmailBody) =>
  apiCall<MessageAnswer>('/api/user/settings/change-email', { method: 'PATCH', body: { json: body } });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsQuery.queryKey }),
  });
}
