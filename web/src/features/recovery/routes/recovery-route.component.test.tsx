import { sharedMessages } from '@listok/contract';
import { checkRecoveryLink, navigationMenu, recoverPassword } from '@listok/contract/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOf, type FakeAnswer, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { RecoveryRoute } from './recovery-route';

const ru = sharedMessages.ru.errors;
const refusal = (code: 'RECOVERY_LINK_USED' | 'RECOVERY_LINK_EXPIRED' | 'BAD_TOKEN'): FakeAnswer => ({
  status: 400,
  json: { status: 400, code, message: ru[code], errors: { token: ru[code] } },
});
const usable: FakeAnswer = { json: { usable: true } };
const menuOf = (username: string | null): FakeAnswer => ({
  json: {
    menu: { main: [], auth: [], lang: [] },
    username,
    lang: 'ru',
    isAdmin: false,
    signIn: { password: true, sso: null },
  },
});

const linkChecks = (calls: { method: string; url: URL }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/user/password/recovery');

async function typeNewPassword(user: ReturnType<typeof renderScreen>['user'], password: string) {
  await user.type(await screen.findByLabelText('Новый пароль'), password);
  await user.type(screen.getByLabelText('Новый пароль ещё раз'), password);
  await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
}

describe('RecoveryRoute', () => {
  it.each(['RECOVERY_LINK_USED', 'RECOVERY_LINK_EXPIRED'] as const)(
    'a link the server calls %s says so as it opens, before any password is typed',
    async (code) => {
      const api = fakeApi({ [callOf(checkRecoveryLink, {})]: () => refusal(code) });
      renderScreen(<RecoveryRoute />, { path: '/pass-recovery?token=abc-123' });
      expect(await screen.findByRole('alert')).toHaveTextContent(ru[code]);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ссылка не работает');
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByLabelText('Новый пароль')).toBeNull();
      expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
        'href',
        '/pass-recovery-email',
      );
      expect(linkChecks(api.calls).map((call) => call.url.searchParams.get('token'))).toEqual(['abc-123']);
    },
  );

  it('offers the form once the link is known to work; after saving, the user is signed in and told of the revoked tokens', async () => {
    let sent: unknown;
    const api = fakeApi({
      [callOf(checkRecoveryLink, {})]: () => usable,
      [callOf(recoverPassword, {})]: (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { json: { message: 'Пароль восстановлен', signedIn: true, revokedTokens: 2 } };
      },
      [callOf(navigationMenu, {})]: () => menuOf('anna'),
    });
    const { user } = renderScreen(<RecoveryRoute />, { path: '/pass-recovery?token=abc-123' });
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем ссылку…');
    await typeNewPassword(user, 'recovered1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Пароль восстановлен' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Вы вошли в Листок с новым паролем. На других устройствах войдите заново.',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Отозваны 2 токена доступа');
    expect(screen.getByRole('link', { name: 'Открыть настройки' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'К спискам' })).toHaveAttribute('href', '/lists');
    expect(sent).toEqual({ password: 'recovered1', passwordRe: 'recovered1', token: 'abc-123' });
    // The link was asked about once: the recovery does not make the page ask again.
    expect(linkChecks(api.calls)).toHaveLength(1);
  });

  it('says nothing of tokens when none were revoked, and leads to sign-in when the server signed nobody in', async () => {
    fakeApi({
      [callOf(checkRecoveryLink, {})]: () => usable,
      [callOf(recoverPassword, {})]: () => ({ json: { message: 'ok', signedIn: false, revokedTokens: 0 } }),
      [callOf(navigationMenu, {})]: () => menuOf(null),
    });
    const { user } = renderScreen(<RecoveryRoute />, { path: '/pass-recovery?token=abc-123' });
    await typeNewPassword(user, 'recovered1');
    expect(await screen.findByText('Войдите с новым паролем.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it('tells a link used meanwhile (in another tab) once the form is sent', async () => {
    fakeApi({
      [callOf(checkRecoveryLink, {})]: () => usable,
      [callOf(recoverPassword, {})]: () => refusal('RECOVERY_LINK_USED'),
    });
    const { user } = renderScreen(<RecoveryRoute />, { path: '/pass-recovery?token=abc-123' });
    await typeNewPassword(user, 'recovered1');
    expect(await screen.findByRole('alert')).toHaveTextContent(ru.RECOVERY_LINK_USED);
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();
  });

  it('still offers the form when the check itself failed (the sending will tell)', async () => {
    fakeApi({
      [callOf(checkRecoveryLink, {})]: () => ({
        status: 503,
        json: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' },
      }),
    });
    renderScreen(<RecoveryRoute />, { path: '/pass-recovery?token=abc-123' });
    expect(await screen.findByLabelText('Новый пароль')).toBeInTheDocument();
  });
});
