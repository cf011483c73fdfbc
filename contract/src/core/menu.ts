import { z } from 'zod';
import { Lang } from './common.js';
import { languages } from './lang.js';

export const MenuEntry = z.object({ name: z.string(), path: z.string() });
export type MenuEntry = z.infer<typeof MenuEntry>;

export const MenuAnswer = z.object({
  menu: z.object({ main: z.array(MenuEntry), auth: z.array(MenuEntry), lang: z.array(MenuEntry) }),
  username: z.string().nullable(),
  lang: Lang,
  isAdmin: z.boolean(),
  /**
   * Beyond the spec: the signed-in user's time zone (IANA), the one the server writes their dates in; null for a
   * visitor. The web client reads "today" and "now" in it, not on the device's clock.
   */
  timeZone: z.string().nullable(),
  /** How this server lets people in: passwords (sign-in and sign-up), and single sign-on by the button's name, if set up. */
  signIn: z.object({ password: z.boolean(), sso: z.string().nullable() }),
});
export type MenuAnswer = z.infer<typeof MenuAnswer>;

export const LangAnswer = z.object({ lang: Lang });
export type LangAnswer = z.infer<typeof LangAnswer>;

export const LangParams = z.object({ code: z.enum(languages, { error: 'validation.lang' }) });
