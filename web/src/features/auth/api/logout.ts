import type { MessageAnswer } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { refreshSession } from '../../../lib/session';

/** POST /logout ends the session on the server; the answer carries a translated farewell. */
export const logout = () => apiCall<MessageAnswer>('/logout', { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async (answer) => {
      await refreshSession(queryClient);
      return answer;
    },
  });
}
