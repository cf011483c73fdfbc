import type { CalendarPlatform } from '@listok/contract';

/** What a step's picture shows: the device, and on its screen what the step does. */
export type Frame = 'phone' | 'laptop' | 'window' | 'home';
export type Glyph = 'download' | 'gear' | 'list' | 'key' | 'apps' | 'login';

export interface CalendarGuide {
  frame: Frame;
  /** The pictures of the three steps. */
  glyphs: readonly [Glyph, Glyph, Glyph];
  /** The step that holds the button (Android installs its apps first). */
  actionStep: 1 | 2;
  /** Which button label the action has: Apple's devices download a profile at once. */
  action: 'makeProfile' | 'makePassword';
}

/** The three steps of each device (texts: `calendarSetup.steps.<platform>.<n>`). */
export const calendarGuides: Record<CalendarPlatform, CalendarGuide> = {
  iphone: { frame: 'phone', glyphs: ['download', 'gear', 'list'], actionStep: 1, action: 'makeProfile' },
  mac: { frame: 'laptop', glyphs: ['download', 'gear', 'list'], actionStep: 1, action: 'makeProfile' },
  android: { frame: 'phone', glyphs: ['apps', 'login', 'list'], actionStep: 2, action: 'makePassword' },
  thunderbird: { frame: 'window', glyphs: ['key', 'login', 'list'], actionStep: 1, action: 'makePassword' },
  'home-assistant': { frame: 'home', glyphs: ['key', 'login', 'list'], actionStep: 1, action: 'makePassword' },
  other: { frame: 'window', glyphs: ['key', 'login', 'list'], actionStep: 1, action: 'makePassword' },
};

/**
 * Whether this browser runs on the device the profile is for, so that the profile downloads with the same tap:
 * an iPhone or iPad (iPadOS calls itself a Mac with a touch screen), or a Mac.
 */
export function onTheDevice(
  platform: CalendarPlatform,
  { userAgent, maxTouchPoints }: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator,
): boolean {
  const apple = /Macintosh/.test(userAgent);
  const touchMac = apple && maxTouchPoints > 1;
  if (platform === 'iphone') return /iPhone|iPad|iPod/.test(userAgent) || touchMac;
  if (platform === 'mac') return apple && !touchMac;
  return false;
}
