import { apiTokens, createApiToken } from '@listok/contract/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from '../../../test/fake-api';
import { readQrCode } from '../../../test/read-qr-code';
import { renderScreen } from '../../../test/render';
import { CalendarApps } from './calendar-apps';

describe('calendar apps in Settings', () => {
  it('makes an app password with one button and shows the server (also as a QR code), the user name and the password once', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      [callOf(apiTokens, {})]: () => ({ json: [] }),
      [callOf(createApiToken, {})]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        const token = { id: 3, name: 'Календари', scope: 'caldav', lists: null, createdAt: '', lastUsedAt: null };
        return { status: 201, json: { ...token, token: 'lstk_app-password' } };
      },
    });
    const user = userEvent.setup();
    renderScreen(<CalendarApps />);
    await user.click(screen.getByRole('button', { name: 'Создать пароль приложения' }));
    expect(await screen.findByRole('textbox', { name: 'Пароль приложения' })).toHaveValue('lstk_app-password');
    expect(bodies).toEqual([{ name: 'Календари', scope: 'caldav', lists: null }]);
    expect(screen.getByRole('textbox', { name: 'Адрес сервера' })).toHaveValue(`${window.location.origin}/dav/`);
    const qrCode = await screen.findByRole('img', { name: 'QR-код адреса сервера' });
    expect(readQrCode(qrCode)).toBe(`${window.location.origin}/dav/`);
    expect(screen.getByRole('button', { name: 'Копировать: Пароль приложения' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('textbox', { name: 'Пароль приложения' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR-код адреса сервера' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Создать пароль приложения' })).toBeInTheDocument();
  });
});
