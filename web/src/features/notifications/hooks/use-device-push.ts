import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, networkFailureStatus } from '../../../lib/api/api';
import { currentPushSubscription, endPushSubscription } from '../../../lib/api/push-subscription';
import { serviceWorkerReady, startServiceWorker } from '../../../lib/browser/pwa';
import { useApiErrorHandler } from '../../../lib/notices/api-error-handler';
import { errorBarContent } from '../../../lib/notices/error-text';
import { useTexts } from '../../../lib/texts/texts';
import { pushKeyQuery } from '../api/push-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { base64urlBytes, pushSupport, subscribeWith } from '../push-device';

/** Where this device stands: still looking, unable, needing the Home Screen, blocked by the user, off or on. */
export type DeviceState = 'checking' | 'unsupported' | 'install' | 'denied' | 'off' | 'on';

/** Why the last switch did not take: the prompt closed unanswered, the browser failed, or the server said no. */
export type DeviceProblem = { kind: 'dismissed' } | { kind: 'browser' } | { kind: 'server'; text: string };

async function readState(): Promise<DeviceState> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentPushSubscription().catch(() => null)) ? 'on' : 'off';
}

/** This device's subscription, made with the server's current key, and told to the server for the signed-in user. */
async function subscribe(fetchKey: () => Promise<{ key: string }>): Promise<void> {
  const registration = await serviceWorkerReady();
  const { key } = await fetchKey();
  const subscription = await subscribeWith(registration, base64urlBytes(key));
  try {
    await savePushSubscription(subscription);
  } catch (error) {
    // The switch shows the browser's subscription: one the server refused must not stay.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/**
 * The switch of notifications on this device (settings): its state read from the browser's subscription, turning it on
 * (the permission, the service worker, the subscription, the server) and off (the browser, then the server).
 */
export function useDevicePush() {
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const handleApiError = useApiErrorHandler();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DeviceProblem | null>(null);
  const fetchKey = useCallback(() => queryClient.fetchQuery(pushKeyQuery), [queryClient]);

  useEffect(() => {
    let current = true;
    void readState().then((found) => {
      if (!current) return;
      setState(found);
      if (found === 'unsupported' || found === 'install') return;
      startServiceWorker();
      // Told again on each visit: the server moves the device to whoever is signed in on it now, and a subscription
      // of an old server key is renewed. Nothing to show when it fails: the switch still tells the browser's state.
      if (found === 'on') void subscribe(fetchKey).catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [fetchKey]);

  const fail = (error: unknown) => {
    if (!(error instanceof ApiError)) setProblem({ kind: 'browser' });
    // An ended session goes to sign-in, as any call's does.
    else if (error.status === 401) handleApiError(error);
    else if (error.status === networkFailureStatus) setProblem({ kind: 'server', text: t('apiError.network') });
    else {
      const fields = Object.values(error.fieldErrors);
      const text = fields.length > 0 ? fields.join(' ') : errorBarContent(error.status, error.body, t).text;
      setProblem({ kind: 'server', text });
    }
  };

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return setState('denied');
    if (permission !== 'granted') return setProblem({ kind: 'dismissed' });
    await subscribe(fetchKey);
    setState('on');
  };

  const turnOff = async () => {
    await endPushSubscription();
    setState('off');
  };

  const toggle = (on: boolean) => {
    setBusy(true);
    setProblem(null);
    (on ? turnOn() : turnOff()).catch(fail).finally(() => setBusy(false));
  };

  return { state, busy, problem, toggle };
}
