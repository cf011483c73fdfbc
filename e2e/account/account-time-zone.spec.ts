import { serverMessages } from '@listok/contract';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser, useLanguage } from '../helpers';
import { settingsCard } from './account-helpers';

// The settings screen's time zone and language; its email and password: account-settings.spec.ts.

test.describe('settings', () => {
  test('changes the time zone, and the choice survives a reload', async ({ page }) => {
    await signedInUser(page, 'anna');
    await page.goto('/settings');
    const form = settingsCard(page, 'Часовой пояс');
    const zone = form.getByRole('combobox', { name: 'Часовой пояс' });
    const save = form.getByRole('button', { name: 'Сохранить часовой пояс' });
    // The zone reads as its city, in the screen's language, and a short offset.
    await expect(zone).toHaveValue('Москва (UTC+3)');
    await expect(save).toBeDisabled();

    // Typing filters and highlights the first match; Escape leaves the choice as it was.
    await zone.fill('tokyo');
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Токио (UTC+9)Asia/Tokyo · Осака, Киото, Япония',
    ]);
    await zone.press('Escape');
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    await expect(zone).toHaveValue(/^Москва/);

    // A click on an option chooses it.
    await zone.fill('new york');
    await page.getByRole('option', { name: /America\/New_York/ }).click();
    await expect(zone).toHaveValue(/^Нью-Йорк \(UTC-\d\)$/);
    await expect(save).toBeEnabled();

    // So does Enter on the highlighted one.
    await zone.fill('berlin');
    await expect(page.getByRole('option', { name: /Europe\/Berlin/ })).toBeVisible();
    await zone.press('Enter');
    await expect(zone).toHaveValue(/^Берлин \(UTC\+\d\)$/);
    await save.click();
    await expect(
      page.getByRole('status').filter({ hasText: serverMessages.ru.success.timeZoneChanged! }),
    ).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(zone).toHaveValue(/^Берлин/);
    const settings = (await (await page.request.get('/api/user/settings')).json()) as { tz: number };
    const zones = (await (await page.request.get('/api/time-zones')).json()) as { id: number; name: string }[];
    expect(zones.find((z) => z.id === settings.tz)?.name).toMatch(/^Europe\/Berlin/);
  });

  for (const lang of ['ru', 'en'] as const) {
    test(`finds zones by Russian and English city names (${lang})`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
      await signedInUser(page, 'tz');
      await page.goto('/settings');
      const label = lang === 'ru' ? 'Часовой пояс' : 'Time zone';
      const zone = page.getByRole('combobox', { name: label });
      await expect(zone).toHaveValue(lang === 'ru' ? 'Москва (UTC+3)' : 'Moscow (UTC+3)');
      const found = [
        ['Екатеринбург', 'Asia/Yekaterinburg'],
        ['москва', 'Europe/Moscow'],
        ['Новосибирск', 'Asia/Novosibirsk'],
        ['Владивосток', 'Asia/Vladivostok'],
        ['Калининград', 'Europe/Kaliningrad'],
        ['Казань', 'Europe/Moscow'],
        ['Saint Petersburg', 'Europe/Moscow'],
      ] as const;
      for (const [typed, id] of found) {
        await zone.fill(typed);
        await expect(page.getByRole('listbox').getByRole('option'), typed).toHaveCount(1);
        await expect(page.getByRole('listbox').getByRole('option'), typed).toContainText(id);
      }
      // The option tells the places in the screen's language, the typed one first.
      await zone.fill('челябинск');
      await expect(page.getByRole('listbox').getByRole('option')).toContainText(
        lang === 'ru' ? 'Челябинск, Уфа' : 'Chelyabinsk, Ufa',
      );
      await zone.press('Enter');
      await expect(zone).toHaveValue(lang === 'ru' ? 'Екатеринбург (UTC+5)' : 'Yekaterinburg (UTC+5)');
      await page.getByRole('button', { name: lang === 'ru' ? 'Сохранить часовой пояс' : 'Save time zone' }).click();
      const saved =
        lang === 'ru' ? serverMessages.ru.success.timeZoneChanged! : serverMessages.en.success.timeZoneChanged!;
      await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
    });
  }

  test('the time-zone list works from the keyboard alone', async ({ page }) => {
    await signedInUser(page, 'anna');
    await page.goto('/settings');
    const zone = page.getByRole('combobox', { name: 'Часовой пояс' });
    await zone.focus();
    await zone.press('ArrowDown');
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    // The list opens at the current zone.
    const activeId = await zone.getAttribute('aria-activedescendant');
    expect(activeId).not.toBeNull();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveText(/Europe\/Moscow/);
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await zone.press('ArrowDown');
    const nextId = await zone.getAttribute('aria-activedescendant');
    expect(nextId).not.toBe(activeId);
    const nextName = (await page.locator(`[id="${nextId}"]`).textContent()) ?? '';
    await zone.press('Enter');
    // The option shows the zone, and under it its id and the places of some zones.
    const chosen = await zone.inputValue();
    expect(chosen).toMatch(/^.+ \(UTC([+-]\d{1,2}(:\d\d)?)?\)$/);
    expect(nextName.startsWith(chosen)).toBe(true);
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    // With the list closed, Enter saves.
    await zone.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: serverMessages.ru.success.timeZoneChanged! }),
    ).toBeVisible();
  });

  test('a language switch on the screen shows its texts in the new language (they load with the screen)', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signedInUser(page, 'polyglot');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(settingsCard(page, 'Сменить пароль')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Язык: Русский' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(settingsCard(page, 'Change password')).toBeVisible();
    await expect(page).toHaveTitle('Settings — Listok');
    expect(errors).toEqual([]);
  });
});
