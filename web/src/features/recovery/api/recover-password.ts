import type { RecoveredAnswer, RecoveryBody } from '@listok/contract';
import { recoverPassword as recoverPasswordCall } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { refreshSession } from '../../../lib/session/session';

/**
 * A new password for the token of the mailed link; every session and API token of
 * the user ends, and this browser is signed in anew (the answer says whether, and how many tokens ended).
 */
export const recoverPassword = (body: RecoveryBody) => api(recoverPasswordCall, { body });

/** `onRecovered` runs before the cache of answers is emptied, so the page shows the outcome rather than reloading. */
export function useRecoverPassword(onRecovered: (answer: RecoveredAnswer) => void) {
  return useMutation({
    mutationFn: recoverPassword,
    onSuccess: async (answer) => {
      onRecovered(answer);
      // Another person (or nobody) is using the app now: the user of the new session, or no one.
      await refreshSession();
    },
  });
}
