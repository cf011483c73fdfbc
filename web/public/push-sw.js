/*
 * Web Push in the app's service worker (docs/architecture.md, "Notifications (web)"). Workbox's generated worker loads
 * this file with importScripts (web/pwa.config.ts). A message is the contract's PushPayload: { title, body, url,
 * listId, tag }, its texts already in the reader's language.
 */

/** The payload of a push event, or a plain one when it cannot be read (a push must always show something). */
function pushPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string') return payload;
  } catch {
    // Not JSON: shown as the app's name below.
  }
  return { title: 'Листок', body: '', url: '/lists', tag: 'listok' };
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // One notification per list (and one for "going shopping"): a newer one replaces the older and sounds again.
      tag: payload.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: payload.url, listId: payload.listId },
    }),
  );
});

/** A click opens the list: its page where one is open (focused), else a new window. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = new URL(data.url || '/lists', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => {
        const address = new URL(client.url);
        return address.origin === target.origin && address.pathname === target.pathname;
      });
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});

/** The browser renewed the subscription by itself: the server learns the new one (the session cookie goes along). */
self.addEventListener('pushsubscriptionchange', (event) => {
  const send = (method, body) =>
    fetch('/api/push/subscriptions', {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const old = event.oldSubscription;
  event.waitUntil(
    Promise.resolve(event.newSubscription || (old ? self.registration.pushManager.subscribe(old.options) : null))
      .then(async (renewed) => {
        if (renewed) await send('POST', renewed.toJSON());
        if (old && (!renewed || renewed.endpoint !== old.endpoint)) await send('DELETE', { endpoint: old.endpoint });
      })
      .catch(() => undefined),
  );
});
