import { readFileSync } from 'node:fs';
import type { PushPayload } from '@listok/contract';
import { subscribePush, unsubscribePush } from '@listok/contract/api';
import { describe, expect, it, vi } from 'vitest';

const workerScript = readFileSync(new URL('../../../public/push-sw.js', import.meta.url), 'utf8');
const origin = 'https://listok.test';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
}

/** public/push-sw.js in a fake worker scope: its listeners, what it showed, opened, focused and sent. */
function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const subscribe = vi.fn(async () => ({ endpoint: 'https://push.test/new', toJSON: () => ({ endpoint: 'new' }) }));
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const scope = {
    location: { origin },
    registration: { showNotification, pushManager: { subscribe } },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  new Function('self', 'fetch', workerScript)(scope, fetch);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { dispatch, showNotification, openWindow, subscribe, fetch };
}

const payload: PushPayload = {
  title: 'Дача',
  body: 'anna: добавлено «Молоко»',
  url: `${origin}/lists/5`,
  listId: 5,
  tag: 'list-5',
};

describe('the service worker’s push script', () => {
  it('shows a message as a notification of its list, which a newer one of the same tag replaces', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.showNotification).toHaveBeenCalledWith('Дача', {
      body: 'anna: добавлено «Молоко»',
      tag: 'list-5',
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: `${origin}/lists/5`, listId: 5 },
    });
  });

  it('shows the app’s name for a message it cannot read (a push must show something)', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(worker.showNotification).toHaveBeenCalledWith('Листок', expect.objectContaining({ tag: 'listok' }));
  });

  it('a click focuses the list’s open page, whatever its query', async () => {
    const list = { url: `${origin}/lists/5?ac=abc`, focus: vi.fn() };
    const other = { url: `${origin}/lists/50`, focus: vi.fn() };
    const worker = loadWorker([other, list]);
    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: payload.url, listId: 5 } } });
    expect(close).toHaveBeenCalled();
    expect(list.focus).toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens the list in a new window when no page of it is open', async () => {
    const worker = loadWorker([{ url: `${origin}/settings`, focus: vi.fn() }]);
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: payload.url } } });
    expect(worker.openWindow).toHaveBeenCalledWith(`${origin}/lists/5`);
  });

  it('a subscription the browser renewed is told to the server, and the old one forgotten', async () => {
    const worker = loadWorker();
    const old = { endpoint: 'https://push.test/old', options: { userVisibleOnly: true } };
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: old });
    expect(worker.subscribe).toHaveBeenCalledWith(old.options);
    const sent = worker.fetch.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      return `${init.method} ${url} ${init.body}`;
    });
    // The worker is a plain script, without the route table: its address is checked against the declarations here.
    expect(sent).toEqual([
      `${subscribePush.method} ${subscribePush.path} {"endpoint":"new"}`,
      `${unsubscribePush.method} ${unsubscribePush.path} {"endpoint":"https://push.test/old"}`,
    ]);
  });
});
