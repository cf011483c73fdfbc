import { logOut, navigationMenu } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from '../../../test/fake-api';
import { pushBrowser } from '../../../test/push-browser';
import { renderScreen } from '../../../test/render';
import { LogoutButton } from './logout-button';

const endpoint = 'https://push.example.com/send/abc';

/** The server of a signed-in user: the push subscription's delete, the sign-out, and the visitor's menu after it. */
function server() {
  return fakeApi({
    'DELETE /api/push/subscriptions': () => ({ status: 204, json: null }),
    [callOf(logOut, {})]: () => ({ json: { message: 'Вы вышли' } }),
    [callOf(navigationMenu, {})]: () => ({
      json: { menu: { main: [], auth: [], lang: [] }, username: null, lang: 'ru', isAdmin: false },
    }),
  });
}

const calls = (api: ReturnType<typeof server>) => api.calls.map((call) => `${call.method} ${call.url.pathname}`);

describe('LogoutButton', () => {
  it('turns this device’s notifications off (browser and server) before the session ends, so nothing more reaches it', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true, endpoint });
    const api = server();
    const { user } = renderScreen(<LogoutButton name="Выйти" wide={false} />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(calls(api)).toContain(callOf(navigationMenu, {})));
    // The delete needs the session: it comes first.
    expect(calls(api)).toEqual(['DELETE /api/push/subscriptions', callOf(logOut, {}), callOf(navigationMenu, {})]);
    expect(browser.subscription()).toBeNull();
  });

  it('when the browser’s push service fails, the server still forgets the device and the user is signed out; without a subscription, no delete', async () => {
    pushBrowser({ permission: 'granted', subscribed: true, endpoint, unsubscribeFails: true });
    const failing = server();
    const first = renderScreen(<LogoutButton name="Выйти" wide={false} />);
    await first.user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() =>
      expect(calls(failing)).toEqual([
        'DELETE /api/push/subscriptions',
        callOf(logOut, {}),
        callOf(navigationMenu, {}),
      ]),
    );
    first.unmount();

    pushBrowser({ permission: 'granted', subscribed: false });
    const none = server();
    const second = renderScreen(<LogoutButton name="Выйти" wide={false} />);
    await second.user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(calls(none)).toEqual([callOf(logOut, {}), callOf(navigationMenu, {})]));
  });
});
