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
