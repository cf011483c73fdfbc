import type { ApiToken, CreateCalendarDeviceBody, CreatedCalendarDevice } from '@listok/contract';
import { apiTokens, createCalendarDevice, revokeApiToken } from '@listok/contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOf, fakeApi } from '../../../test/fake-api';
import { readQrCode } from '../../../test/read-qr-code';
import { renderScreen } from '../../../test/render';
import { onTheDevice } from '../components/calendar-guides';
import { CalendarAppsRoute } from './calendar-apps-route';

const profileUrl = 'https://listok.example/api/calendar-profile?token=one-time-secret';
const davx5 = 'davx5://anna:lstk_app-password@listok.example/dav/';

/** A server that makes devices as the real one answers them, and lists them among the user's tokens. */
function server() {
  const bodies: CreateCalendarDeviceBody[] = [];
  let tokens: ApiToken[] = [
    {
      id: 1,
      name: 'Кнопка на кухне',
      scope: 'write',
      lists: null,
      createdAt: '2026-11-20T10:00:00Z',
      lastUsedAt: null,
    },
  ];
  const api = fakeApi({
    [callOf(apiTokens, {})]: () => ({ json: tokens }),
    [callOf(createCalendarDevice, {})]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as CreateCalendarDeviceBody;
      bodies.push(body);
      const device: ApiToken = {
        id: 10 + bodies.length,
        name: body.name,
        scope: 'caldav',
        lists: null,
        createdAt: '2026-11-21T09:30:00Z',
        lastUsedAt: null,
      };
      tokens = [device, ...tokens];
      const setup: CreatedCalendarDevice['setup'] =
        body.platform === 'iphone' || body.platform === 'mac'
          ? { kind: 'profile', url: profileUrl, expiresAt: '2026-11-21T09:40:00Z' }
          : body.platform === 'android'
            ? { kind: 'davx5', link: davx5 }
            : { kind: 'values' };
      const made: CreatedCalendarDevice = {
        device,
        server: 'https://listok.example/dav/',
        username: 'anna',
        password: 'lstk_app-password',
        setup,
      };
      return { status: 201, json: made };
    },
    [callOf(revokeApiToken, { params: { id: 11 } })]: () => {
      tokens = tokens.filter((token) => token.id !== 11);
      return { status: 204, json: null };
    },
  });
  return { api, bodies };
}

const stepsOf = () => within(screen.getByRole('region', { name: /^Три шага/ })).getAllByRole('listitem');
const devices = () => screen.getByRole('region', { name: /^Подключённые устройства/ });

describe('calendar apps in Settings', () => {
  it('makes an iPhone’s profile with one tap: its link, its QR code for the iPhone, and the password once', async () => {
    const { bodies } = server();
    const { user } = renderScreen(<CalendarAppsRoute />, { path: '/settings/calendar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Календари и напоминания' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /iPhone или iPad/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Три шага: iPhone или iPad' })).toBeInTheDocument();
    const steps = stepsOf();
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Скачайте профиль',
      'Установите профиль',
      'Откройте Напоминания',
    ]);
    // Only the programs' tokens are elsewhere: no device yet.
    expect(await within(devices()).findByText(/Пока ни одного/)).toBeInTheDocument();

    const name = within(steps[0]!).getByRole('textbox', { name: 'Название устройства' });
    expect(name).toHaveValue('iPhone — Календарь');
    await user.click(within(steps[0]!).getByRole('button', { name: 'Скачать профиль' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'iPhone — Календарь', platform: 'iphone' }]));

    expect(await screen.findByText(/Пароль приложения «iPhone — Календарь» создан/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать профиль' })).toHaveAttribute('href', profileUrl);
    // This page is not on an iPhone (jsdom): the iPhone scans the link.
    expect(readQrCode(await screen.findByRole('img', { name: 'QR-код ссылки на профиль' }))).toBe(profileUrl);
    expect(screen.getByRole('textbox', { name: 'Пароль приложения' })).toHaveValue('lstk_app-password');
    expect(screen.getByRole('button', { name: 'Копировать: Пароль приложения' })).toBeInTheDocument();
    expect(await within(devices()).findByText('iPhone — Календарь')).toBeInTheDocument();
    expect(within(devices()).queryByText('Кнопка на кухне')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('textbox', { name: 'Пароль приложения' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Скачать профиль' })).toBeInTheDocument();
  });

  it('gives Android DAVx⁵’s link in its second step, after the apps are installed', async () => {
    const { bodies } = server();
    const { user } = renderScreen(<CalendarAppsRoute />, { path: '/settings/calendar' });
    await user.click(screen.getByRole('radio', { name: /Android/ }));
    const steps = stepsOf();
    expect(within(steps[0]!).getByRole('heading').textContent).toBe('Установите DAVx⁵ и Tasks.org');
    expect(within(steps[0]!).queryByRole('button')).toBeNull();
    const name = within(steps[1]!).getByRole('textbox', { name: 'Название устройства' });
    await user.clear(name);
    await user.type(name, 'Телефон Ани');
    await user.click(within(steps[1]!).getByRole('button', { name: 'Создать пароль' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Телефон Ани', platform: 'android' }]));
    expect(await screen.findByRole('link', { name: 'Открыть в DAVx⁵' })).toHaveAttribute('href', davx5);
    expect(readQrCode(await screen.findByRole('img', { name: 'QR-код для DAVx⁵' }))).toBe(davx5);
    expect(screen.getByRole('textbox', { name: 'Адрес сервера' })).toHaveValue('https://listok.example/dav/');
  });

  it('sends nothing without a name, and revokes a device after a confirmation, its password shown with it', async () => {
    const { api, bodies } = server();
    const { user } = renderScreen(<CalendarAppsRoute />, { path: '/settings/calendar' });
    await user.click(screen.getByRole('radio', { name: /Thunderbird/ }));
    const name = screen.getByRole('textbox', { name: 'Название устройства' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Создать пароль' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
    await user.type(name, 'Рабочий ноутбук');
    await user.click(screen.getByRole('button', { name: 'Создать пароль' }));
    expect(await screen.findByRole('textbox', { name: 'Пароль приложения' })).toHaveValue('lstk_app-password');

    await user.click(await within(devices()).findByRole('button', { name: 'Отозвать пароль: Рабочий ноутбук' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать пароль?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(devices()).findByText(/Пока ни одного/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Пароль приложения' })).toBeNull();
  });

  it('says so when a spent profile link brought the browser back here', async () => {
    server();
    renderScreen(<CalendarAppsRoute />, { path: '/settings/calendar?profile=gone' });
    expect(screen.getByRole('alert')).toHaveTextContent(/Ссылка на профиль уже не действует.*10 минут/);
  });
});

describe('the device a page is open on', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
  const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

  it('is the iPhone on an iPhone or an iPad (a Mac with a touch screen), the Mac on a Mac', () => {
    expect(onTheDevice('iphone', { userAgent: iphone, maxTouchPoints: 5 })).toBe(true);
    expect(onTheDevice('iphone', { userAgent: mac, maxTouchPoints: 5 })).toBe(true);
    expect(onTheDevice('mac', { userAgent: mac, maxTouchPoints: 5 })).toBe(false);
    expect(onTheDevice('mac', { userAgent: mac, maxTouchPoints: 0 })).toBe(true);
    expect(onTheDevice('iphone', { userAgent: mac, maxTouchPoints: 0 })).toBe(false);
    expect(onTheDevice('iphone', { userAgent: android, maxTouchPoints: 5 })).toBe(false);
    expect(onTheDevice('android', { userAgent: android, maxTouchPoints: 5 })).toBe(false);
  });
});
