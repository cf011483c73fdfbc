import type { MessageAnswer, RecoveryBody } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { refreshSession } from '../../../lib/session';

/** POST /api/user/password/recovery: a new password for the token of the mailed link; every session ends. */
export const recoverPassword = (body: RecoveryBody) =>
  apiCall<MessageAnswer>('/api/user/password/recovery', { method: 'POST', body: { json: body } });

export function useRecoverPassword() {
  return useMutation({
    mutationFn: recoverPassword,
    // The user's sessions have ended on the server, this browser's among them if it was signed in.
    onSuccess: () => refreshSession(),
  });
}
