import { canPush } from '../../lib/api/push-subscription';

/** Whether this browser can get notifications: yes, no, or only once the app is on the Home Screen (iOS, iPadOS). */
export type PushSupport = 'supported' | 'unsupported' | 'install';

/** An iPhone or iPad; an iPad's Safari says it is a Mac, with a touch screen. */
const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** Started from the Home Screen, as an installed app. */
const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (canPush() && 'Notification' in window) return 'supported';
  // Safari on iOS and iPadOS (16.4 and later) has the Push API only in a web app added to the Home Screen.
  return isAppleMobile() && !isInstalled() ? 'install' : 'unsupported';
}

/** A base64url text (the server's VAPID key) as bytes. */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameBytes = (buffer: ArrayBuffer | null, bytes: Uint8Array) =>
  buffer !== null &&
  buffer.byteLength === bytes.byteLength &&
  new Uint8Array(buffer).every((byte, index) => byte === bytes[index]);

/** The registration's subscription made with `key`: the one it has, or a new one. */
export async function subscribeWith(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // One made with another key (the server's keys were replaced) is dead, and subscribe() would refuse to replace it.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
