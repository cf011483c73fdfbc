import { sharedMessages } from '@listok/contract';
import { pushKey, subscribePush, unsubscribePush } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { define, keys, pushBrowser, serverKey } from '../../../test/push-browser';
import { renderScreen } from '../../../test/render';
import { DeviceNotifications } from './device-notifications';

// The worker's registration is the fake browser's (below); the real one would load Vite's PWA module.
vi.mock('../../../lib/browser/pwa', () => ({
  startServiceWorker: vi.fn(),
  serviceWorkerReady: () => navigator.serviceWorker.ready,
}));

/** The server: its key, and the subscriptions it is sent (POST answers `saved` unless told otherwise). */
function pushServer(saved: { status?: number; json: unknown } = { status: 201, json: { id: 1 } }) {
  const bodies: { method: string; body: unknown }[] = [];
  const record = (method: string) => (_url: URL, init: RequestInit | undefined) => {
    bodies.push({ method, body: JSON.parse(String(init?.body)) });
    return method === 'POST' ? saved : { status: 204, json: null };
  };
  const api = fakeApi({
    [`GET ${pushKey.path}`]: () => ({ json: { key: Buffer.from(serverKey).toString('base64url') } }),
    [`POST ${subscribePush.path}`]: record('POST'),
    [`DELETE ${unsubscribePush.path}`]: record('DELETE'),
  });
  return { ...api, bodies };
}

const theSwitch = () => screen.getByRole('switch', { name: 'Получать уведомления' });

describe('DeviceNotifications', () => {
  it('says so where the browser has no push, with the switch off and disabled', async () => {
    define(navigator, 'userAgent', 'Mozilla/5.0 (X11; Linux x86_64) OldBrowser/1.0');
    renderScreen(<DeviceNotifications />);
    await waitFor(() => expect(theSwitch()).toBeDisabled());
    expect(theSwitch()).not.toBeChecked();
    expect(theSwitch()).toHaveAccessibleDescription(/Этот браузер не умеет показывать уведомления сайтов/);
  });

  it('on an iPhone’s Safari outside the Home Screen, asks to add the app there first', async () => {
    define(
      navigator,
      'userAgent',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Safari',
    );
    renderScreen(<DeviceNotifications />);
    // Disabled while the browser's state is read too: the way to the Home Screen is what it says once read.
    await waitFor(() => expect(theSwitch()).toHaveAccessibleDescription(/На экран „Домой“/));
    expect(theSwitch()).toBeDisabled();
  });

  it('tells how to allow notifications again when the user blocked them', async () => {
    pushBrowser({ permission: 'denied' });
    const server = pushServer();
    renderScreen(<DeviceNotifications />);
    // The switch is disabled while the browser's state is read, and stays so once it says "denied", with the way back.
    await waitFor(() =>
      expect(theSwitch()).toHaveAccessibleDescription(/настройки сайта .* «Уведомления» → «Разрешить»/),
    );
    expect(theSwitch()).toBeDisabled();
    expect(server.calls).toEqual([]);
  });

  it('on: asks the permission, subscribes with the server’s key and sends the subscription', async () => {
    const browser = pushBrowser();
    const server = pushServer();
    const { user } = renderScreen(<DeviceNotifications />);
    await screen.findByText('Выключены: на это устройство уведомления не приходят.');
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    });
    expect(server.bodies).toEqual([
      { method: 'POST', body: { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Включены: уведомления приходят на это устройство.');
  });

  it('a prompt closed unanswered leaves it off and says so', async () => {
    const browser = pushBrowser({ answer: 'default' });
    const server = pushServer();
    const { user } = renderScreen(<DeviceNotifications />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('Браузер не получил разрешения');
    expect(theSwitch()).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it('shows the server’s reason when it refuses the subscription, and drops it in the browser', async () => {
    const browser = pushBrowser({ endpoint: 'http://10.0.0.1/push' });
    const reason = sharedMessages.ru.validation.pushEndpointPrivate;
    pushServer({
      status: 400,
      json: { status: 400, code: 'VALIDATION_FAILED', message: 'Проверьте поля', errors: { endpoint: reason } },
    });
    const { user } = renderScreen(<DeviceNotifications />);
    await waitFor(() => expect(theSwitch()).toBeEnabled());
    await user.click(theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Сервер не принял подписку этого браузера: ${reason}`);
    expect(theSwitch()).not.toBeChecked();
    expect(browser.subscription()).toBeNull();
  });

  it('off: unsubscribes in the browser and tells the server to forget the endpoint', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true });
    const server = pushServer({ status: 200, json: { id: 1 } });
    const { user } = renderScreen(<DeviceNotifications />);
    await waitFor(() => expect(theSwitch()).toBeChecked());
    // The visit tells the server the device's subscription again (it may have been another user's before).
    await waitFor(() => expect(server.bodies.map((b) => b.method)).toEqual(['POST']));
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    expect(server.bodies[1]).toEqual({ method: 'DELETE', body: { endpoint: 'https://push.example.com/send/abc' } });
    expect(browser.subscription()).toBeNull();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });
});
