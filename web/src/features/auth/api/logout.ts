import type { MessageAnswer } from '@listok/contract';
import { useState } from 'react';
import { apiCall } from '../../../lib/api';
import { useApiErrorHandler } from '../../../lib/api-error-handler';
import { refreshSession } from '../../../lib/session';

/** POST /logout ends the session on the server; the answer carries a translated farewell. */
export const logout = () => apiCall<MessageAnswer>('/logout', { method: 'POST' });

/**
 * Log-out from the menu, on every screen the landing page included, so without the query library: the call, then a
 * fresh session state; `onDone` gets the answer. A failure goes to the error bar.
 */
export function useLogout(onDone: (answer: MessageAnswer) => Promise<void> | void) {
  const handleError = useApiErrorHandler();
  const [isPending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      const answer = await logout();
      await refreshSession();
      await onDone(answer);
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  };
  return { logOut, isPending };
}
