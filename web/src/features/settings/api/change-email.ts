import type { ChangeEmailBody } from '@listok/contract';
import { changeEmail as changeEmailCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { userSettingsQuery } from './user-settings';

/** Asks for a new email; the current password must be right. */
export const changeEmail = (body: ChangeEmailBody) => api(changeEmailCall, { body });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsQuery.queryKey }),
  });
}
