import { afterEach, vi } from 'vitest';

/** The server's VAPID key as a browser's subscription holds it, and a subscription's keys. */
export const serverKey = new Uint8Array(65).fill(4);
export const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

type Permission = NotificationPermission;

/** Page properties a test changes, put back after it. */
const changed: [object, string][] = [];
export function define(target: object, property: string, value: unknown) {
  Object.defineProperty(target, property, { value, configurable: true });
  changed.push([target, property]);
}
afterEach(() => {
  for (const [target, property] of changed.splice(0)) delete (target as Record<string, unknown>)[property];
});

/**
 * A browser with the Push API: a permission (and the answer its prompt gets), a worker registration whose push manager
 * subscribes at `endpoint`, with or without a subscription already; `unsubscribeFails`: its push service fails to
 * end one.
 */
export function pushBrowser({
  permission = 'default' as Permission,
  answer = 'granted' as Permission,
  subscribed = false,
  endpoint = 'https://push.example.com/send/abc',
  unsubscribeFails = false,
} = {}) {
  const makeSubscription = (key: ArrayBuffer) => ({
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: vi.fn(async () => {
      if (unsubscribeFails) throw new DOMException('The push service could not be reached', 'AbortError');
      current = null;
      return true;
    }),
  });
  let current: ReturnType<typeof makeSubscription> | null = subscribed ? makeSubscription(serverKey.buffer) : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = makeSubscription(options.applicationServerKey.buffer as ArrayBuffer);
      return current;
    }),
  };
  const registration = { pushManager };
  define(navigator, 'serviceWorker', {
    getRegistration: async () => registration,
    ready: Promise.resolve(registration),
  });
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { pushManager, notification, subscription: () => current };
}
