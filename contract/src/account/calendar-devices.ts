import { z } from 'zod';
import { ApiToken, ApiTokenName } from './tokens.js';

/**
 * Calendar apps set up for a device (Settings → Calendar apps; docs/integrations.md, CalDAV): each device gets an app
 * password of its own (an API token of scope `caldav`, named after the device), so it can be revoked alone.
 */

/** The devices and programs the setup page walks through; `iphone` stands for iPad too. */
export const calendarPlatforms = ['iphone', 'mac', 'android', 'thunderbird', 'home-assistant', 'other'] as const;
export const CalendarPlatform = z.enum(calendarPlatforms, { error: 'validation.calendarPlatform' });
export type CalendarPlatform = z.infer<typeof CalendarPlatform>;

/** How long the one-time link of a configuration profile works after it is made. */
export const calendarProfileMinutes = 10;

/** `POST /api/user/calendar-devices`. */
export const CreateCalendarDeviceBody = z.object({
  /** The app password's name, as the list of devices shows it: «iPhone — Календарь». */
  name: ApiTokenName,
  platform: CalendarPlatform,
});
export type CreateCalendarDeviceBody = z.infer<typeof CreateCalendarDeviceBody>;

/**
 * What sets the device up beyond the three values to type: Apple's devices download a configuration profile from a
 * one-time link (`url`, until `expiresAt`); Android opens DAVx⁵ with the account filled in (`link`, also as a QR
 * code); the others copy the values.
 */
export const CalendarSetup = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profile'), url: z.string(), expiresAt: z.string() }),
  z.object({ kind: z.literal('davx5'), link: z.string() }),
  z.object({ kind: z.literal('values') }),
]);
export type CalendarSetup = z.infer<typeof CalendarSetup>;

/** The answer of `POST /api/user/calendar-devices`: the only time the password is shown. */
export const CreatedCalendarDevice = z.object({
  /** The app password's token, as the list of tokens shows it. */
  device: ApiToken,
  /** The CalDAV server's address: the server's public address and `/dav/`. */
  server: z.string(),
  username: z.string(),
  password: z.string(),
  setup: CalendarSetup,
});
export type CreatedCalendarDevice = z.infer<typeof CreatedCalendarDevice>;

/** `GET /api/calendar-profile?token=…`: the one-time link's secret (a query parameter `token`, which logs redact). */
export const CalendarProfileQuery = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(100, {
    error: 'validation.invalid',
  }),
});
