import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser, useLanguage } from '../helpers';

// Settings → Calendar apps (docs/integrations.md, CalDAV): a device at a time, on a phone's width.

/** Chooses a device as a user does: a click on its card's name (the radio button itself is visually hidden). */
const chooseDevice = (page: Page, name: string) =>
  page.getByRole('radiogroup').getByText(name, { exact: true }).click();

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A calendar app's first request with the account: the CalDAV server's root, signed in with HTTP Basic. */
async function davSignIn(page: Page, username: string, password: string) {
  const answer = await page.request.fetch('/dav/', {
    method: 'PROPFIND',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, depth: '0' },
  });
  return answer.status();
}

test.describe('on an iPhone, in Russian', () => {
  test.use({ viewport: { width: 375, height: 800 }, userAgent: iphone, isMobile: true, hasTouch: true });

  test('one tap downloads the profile that signs the iPhone in; its link works once', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL, 'ru');
    const errors = collectConsoleErrors(page);
    const user = await signedInUser(page, 'calendar');

    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Календари и напоминания' })
      .getByRole('link', { name: 'Подключить устройство' })
      .click();
    await expect(page).toHaveURL(/\/settings\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Календари и напоминания' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /iPhone или iPad/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Три шага: iPhone или iPad' })).toBeVisible();
    await expect(page.getByText('Пока ни одного', { exact: false })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать профиль' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('listok.mobileconfig');
    const profile = await readFile(await download.path(), 'utf8');
    expect(profile).toContain('<string>com.apple.caldav.account</string>');
    expect(profile).toContain(`<string>${user.username}</string>`);

    // The password shown once is the profile's, and the CalDAV server takes it.
    const password = await page.getByRole('textbox', { name: 'Пароль приложения' }).inputValue();
    expect(password).toMatch(/^lstk_/);
    expect(/<key>CalDAVPassword<\/key>\s*<string>([^<]*)<\/string>/.exec(profile)?.[1]).toBe(password);
    expect(await davSignIn(page, user.username, password)).toBe(207);
    const devices = page.getByRole('region', { name: 'Подключённые устройства (1)' });
    await expect(devices.getByText('iPhone — Календарь')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    // The link again: spent; the browser comes back to this page, which says so.
    const link = await page.getByRole('link', { name: 'Скачать профиль' }).getAttribute('href');
    await page.goto(link!);
    await expect(page).toHaveURL(/\/settings\/calendar\?profile=gone$/);
    await expect(page.getByRole('alert')).toContainText('Ссылка на профиль уже не действует');
    expect(errors).toEqual([]);
  });
});

test.describe('on an Android phone, in English', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('DAVx⁵ opens with the account in its link; the device is revoked alone', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL, 'en');
    const errors = collectConsoleErrors(page);
    const user = await signedInUser(page, 'calendar');

    await page.goto('/settings/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar apps' })).toBeVisible();
    await chooseDevice(page, 'Android');
    await expect(page.getByRole('heading', { name: 'Three steps: Android' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Device name' }).fill('Pixel');
    await page.getByRole('button', { name: 'Make a password' }).click();

    const password = await page.getByRole('textbox', { name: 'App password' }).inputValue();
    const open = page.getByRole('link', { name: 'Open in DAVx⁵' });
    // The app is served over plain http here: caldav:// (https would be davx5://).
    const host = new URL(baseURL!).host;
    await expect(open).toHaveAttribute('href', `caldav://${user.username}:${password}@${host}/dav/`);
    await expect(page.getByRole('img', { name: 'QR code for DAVx⁵' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    // Another device's password stays when this one is revoked.
    await page.getByRole('button', { name: 'Done' }).click();
    await chooseDevice(page, 'Thunderbird');
    await page.getByRole('button', { name: 'Make a password' }).click();
    const kept = await page.getByRole('textbox', { name: 'App password' }).inputValue();
    const devices = page.getByRole('region', { name: 'Connected devices (2)' });
    await devices.getByRole('button', { name: 'Revoke the password: Pixel' }).click();
    await page.getByRole('dialog', { name: 'Revoke the password?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Password revoked: “Pixel”')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Connected devices (1)' })).toContainText('Thunderbird');
    expect(await davSignIn(page, user.username, password)).toBe(401);
    expect(await davSignIn(page, user.username, kept)).toBe(207);
    expect(errors).toEqual([]);
  });
});
