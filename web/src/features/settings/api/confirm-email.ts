import type { ConfirmEmailBody } from '@listok/contract';
import { confirmEmail as confirmEmailCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { userSettingsQuery } from './user-settings';

/** Confirms an email: the token of the link mailed to a new email makes the change. */
export const confirmEmail = (body: ConfirmEmailBody) => api(confirmEmailCall, { body });

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSettingsQuery.queryKey }),
  });
}
