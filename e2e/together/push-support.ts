import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { decrypt } from 'http_ece';
import { e2ePorts } from '../ports';

/** What the server sends: the contract's PushPayload. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  listId: number;
  tag: string;
}

/** A browser's subscription with real keys (P-256 for p256dh, 16 random bytes for auth), on the local push service. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a message (RFC 8291, aes128gcm) with the subscription's private key and auth secret. */
  read(body: Buffer): string;
}

/** A message the push service took: its decrypted text, and that text read as the payload. */
export interface PushMessage {
  text: string;
  payload: PushPayload;
}

export interface PushService {
  subscription(): TestSubscription;
  /** Waits for a message to the subscription that `matches`, and answers it. */
  message(subscription: TestSubscription, matches: (payload: PushPayload) => boolean): Promise<PushMessage>;
  /** The messages the subscription got so far. */
  messages(subscription: TestSubscription): PushMessage[];
  close(): Promise<void>;
}

/**
 * A push service on 127.0.0.1 (the fixed port the server is told to accept, playwright.config.ts): it takes every
 * message with 201 and decrypts the ones to a subscription it made.
 */
export async function startPushService(): Promise<PushService> {
  const origin = `http://127.0.0.1:${e2ePorts.pushService}`;
  const subscriptions = new Map<string, TestSubscription>();
  const received = new Map<string, PushMessage[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const subscription = subscriptions.get(path);
      if (subscription && chunks.length > 0) {
        const text = subscription.read(Buffer.concat(chunks));
        received.get(path)?.push({ text, payload: JSON.parse(text) as PushPayload });
      }
      response.writeHead(subscription ? 201 : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(e2ePorts.pushService, '127.0.0.1', resolve));
  const messagesOf = (subscription: TestSubscription) => received.get(new URL(subscription.endpoint).pathname) ?? [];
  return {
    subscription() {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      const subscription: TestSubscription = {
        endpoint: `${origin}${path}`,
        keys,
        read: (body) =>
          decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: keys.auth }).toString('utf8'),
      };
      subscriptions.set(path, subscription);
      received.set(path, []);
      return subscription;
    },
    messages: messagesOf,
    async message(subscription, matches) {
      await expect
        .poll(() => messagesOf(subscription).some((message) => matches(message.payload)), { timeout: 20_000 })
        .toBe(true);
      return messagesOf(subscription).find((message) => matches(message.payload))!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Headless Chromium has no push service: the page's PushManager subscribes to the local one instead, with the test's
 * keys, and remembers the subscription (and the server key it was made with) in localStorage, as a browser would.
 */
export async function usePushService(context: BrowserContext, subscription: TestSubscription): Promise<void> {
  const stub = `((endpoint, keys) => {
    const stored = 'e2e.pushSubscription';
    const made = (key) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options) {
      const bytes = new Uint8Array(options.applicationServerKey);
      localStorage.setItem(stored, JSON.stringify([...bytes]));
      return made(bytes.slice().buffer);
    };
    PushManager.prototype.getSubscription = async function () {
      const saved = localStorage.getItem(stored);
      return saved ? made(Uint8Array.from(JSON.parse(saved)).buffer) : null;
    };
  })(${JSON.stringify(subscription.endpoint)}, ${JSON.stringify(subscription.keys)})`;
  await context.addInitScript({ content: stub });
}

/** Hands a message to the page's service worker as the browser's push service would (DevTools' Push). */
export async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (registration.isDeleted) registrations.delete(registration.scopeURL);
      else registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/`)!,
    data,
  });
  await cdp.detach();
}

/** The notifications the app's service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate<{ title: string; body: string; tag: string; data: unknown }[]>(`
    navigator.serviceWorker.ready
      .then((registration) => registration.getNotifications())
      .then((shown) => shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))`);
