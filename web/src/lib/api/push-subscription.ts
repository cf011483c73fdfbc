import { unsubscribePush } from '@listok/contract/api';
import { api } from './api';

/** Whether this browser has Web Push at all: service workers and the Push API. */
export const canPush = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window;

/**
 * This browser's push subscription of the app, if it has one (none while no worker is registered). The settings' switch
 * shows it, and a list's bell menu offers to turn notifications on where there is none.
 */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** No more notifications on the device of this endpoint (204). */
const deletePushSubscription = (endpoint: string) => api(unsubscribePush, { body: { endpoint } });

/**
 * Turns this device's notifications off: the browser's subscription, then the server's copy of it (while the session
 * that can delete it still holds), also when the browser failed to end its own (the failure is thrown after). Answers
 * whether there was one. The server's part never fails the call: if it could not be told, the push service refuses
 * the dead endpoint and the server drops it then.
 */
export async function endPushSubscription(): Promise<boolean> {
  const subscription = await currentPushSubscription();
  if (!subscription) return false;
  try {
    await subscription.unsubscribe();
  } finally {
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  }
  return true;
}
