import type { CalendarSetup, CreateCalendarDeviceBody, CreatedCalendarDevice } from '@listok/contract';
import { calendarProfile as profileCall } from '@listok/contract/api';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../plugins/sessions.js';
import { calendarProfileLifetimeMs, insertCalendarProfile } from './calendar-profiles.repo.js';
import { presentToken } from './tokens.repo.js';
import { createTokenIn } from './tokens.service.js';

/** The CalDAV server's address: the app's public one and `/dav/`. */
export const davAddress = (publicUrl: string) => `${publicUrl}/dav/`;

/**
 * The link that opens DAVx⁵'s "Login with URL" with the account filled in (its LoginActivity: the schemes `davx5`
 * and `caldavs` stand for https, `caldav` for http; the user info gives user name and password, split at the first
 * colon, so both are percent-encoded).
 */
export function davx5Link(publicUrl: string, username: string, password: string): string {
  const server = new URL(davAddress(publicUrl));
  const scheme = server.protocol === 'https:' ? 'davx5' : 'caldav';
  return `${scheme}://${encodeURIComponent(username)}:${encodeURIComponent(password)}@${server.host}${server.pathname}`;
}

/**
 * A device's app password (a token of scope `caldav` for every list, named after the device) and how to set the
 * device up: for Apple's devices a one-time link of a configuration profile with the password sealed in it, made in
 * the same transaction; for Android the DAVx⁵ link. The password is in this answer only.
 */
export async function createCalendarDevice(
  db: Db,
  user: SessionUser,
  { name, platform }: CreateCalendarDeviceBody,
  publicUrl: string,
): Promise<CreatedCalendarDevice> {
  return db.transaction(async (tx) => {
    const made = await createTokenIn(tx, user, { name, scope: 'caldav', lists: null });
    let setup: CalendarSetup = { kind: 'values' };
    if (platform === 'iphone' || platform === 'mac') {
      const secret = await insertCalendarProfile(tx, made.row.id, made.token);
      const url = `${publicUrl}${profileCall.path}?token=${secret}`;
      setup = { kind: 'profile', url, expiresAt: new Date(Date.now() + calendarProfileLifetimeMs).toISOString() };
    } else if (platform === 'android') {
      setup = { kind: 'davx5', link: davx5Link(publicUrl, user.username, made.token) };
    }
    return {
      device: presentToken(made.row),
      server: davAddress(publicUrl),
      username: user.username,
      password: made.token,
      setup,
    };
  });
}
