import type { MessageAnswer } from '@listok/contract';
import { logOut as logOutCall } from '@listok/contract/api';
import { useState } from 'react';
import { api } from '../../../lib/api/api';
import { endPushSubscription } from '../../../lib/api/push-subscription';
import { useApiErrorHandler } from '../../../lib/notices/api-error-handler';
import { refreshSession } from '../../../lib/session/session';

/** Ends the session on the server; the answer carries a translated farewell. */
export const logout = () => api(logOutCall);

/**
 * Log-out from the menu, on every screen the landing page included, so without the query library: this device's
 * notifications off first (a shared phone or tablet must not go on showing the lists of someone who signed out of it;
 * the server's copy is deleted while the session still may), then the call, then a fresh session state; `onDone` gets
 * the answer. A failure of the call goes to the error bar; one of the browser's push service never stops the sign-out.
 */
export function useLogout(onDone: (answer: MessageAnswer) => Promise<void> | void) {
  const handleError = useApiErrorHandler();
  const [isPending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      await endPushSubscription().catch(() => false);
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
