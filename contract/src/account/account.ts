import { z } from 'zod';
import { IdParam, Lang, PageQuery, RowId } from '../core/common.js';
import { limits } from '../core/limits.js';
import { visibleLines } from '../text/visible-text.js';
import { Email, Password } from './auth.js';

export const UserSettings = z.object({
  /** Null for an account made by single sign-on whose provider confirmed no email. */
  email: z.string().nullable(),
  /**
   * Whether the email is shown to be the owner's (a mailed link opened, or verified by a single sign-on provider); false
   * without email. Single sign-on finds an account by its email only when it is confirmed.
   */
  emailConfirmed: z.boolean(),
  /** The username. */
  name: z.string(),
  createdAt: z.string(),
  /** Id of the user's time zone in /api/time-zones. */
  tz: RowId,
  /** A new email asked for and not confirmed yet (the link mailed to it not opened); null when none waits. */
  pendingEmail: z.string().nullable(),
  /** The currency the user's new lists get (issue 50): chosen, or by the language (`defaultCurrency`). */
  currency: z.string(),
});
export type UserSettings = z.infer<typeof UserSettings>;

export const TimeZoneOption = z.object({ id: RowId, name: z.string() });
export type TimeZoneOption = z.infer<typeof TimeZoneOption>;

export const ChangeEmailBody = z.object({
  email: Email,
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(1024),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** The token of the link mailed to a new email: opening it makes the change. */
export const ConfirmEmailBody = z.object({
  token: z
    .string({ error: 'validation.emailToken' })
    .min(1, { error: 'validation.emailToken' })
    .max(200, { error: 'validation.emailToken' }),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const EmailConfirmedAnswer = z.object({ message: z.string(), email: z.string() });
export type EmailConfirmedAnswer = z.infer<typeof EmailConfirmedAnswer>;

/** Spec §5: the old password is not checked by the form rules (the server still verifies it). */
export const ChangePasswordBody = z
  .object({
    password: z.string({ error: 'validation.required' }).max(1024, { error: 'validation.tooLong' }),
    newPassword: Password,
    newPasswordRe: Password,
  })
  .refine((b) => b.newPassword === b.newPasswordRe, {
    path: ['newPasswordRe'],
    error: 'validation.passwordsMismatch',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const TimeZoneParams = z.object({ tzId: IdParam });

/** Feedback: any reachable address (not only the signup form's), and a message of 1–5000 characters. */
export const FeedbackBody = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(limits.emailMax, { error: 'validation.tooLong' })
    .pipe(z.email({ error: 'validation.emailAny' })),
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(limits.feedbackMessageMax, { error: 'validation.feedbackLength' })
    .check(visibleLines('validation.hiddenChars')),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/** `GET /api/feedback` (admins): one page of what users wrote, the newest first. */
export const FeedbackQuery = z.object({ page: PageQuery });

/** A message sent through the feedback form, as the admins' inbox shows it. */
export const FeedbackEntry = z.object({
  id: RowId,
  /** The signed-in sender's username; null for a visitor, or an account deleted since. */
  username: z.string().nullable(),
  /** The address to answer to, as the sender gave it. */
  email: z.string(),
  message: z.string(),
  /** The interface language the sender wrote in. */
  lang: Lang,
  /** When it was sent, in the admin's time zone (`YYYY-MM-DD HH:mm`). */
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntry>;

export const RecoveryStartQuery = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(limits.emailMax),
});

/** The token of a recovery link (`/pass-recovery?token=…`). */
const RecoveryToken = z
  .string({ error: 'validation.token' })
  .min(1, { error: 'validation.token' })
  .max(200, { error: 'validation.token' });

export const RecoveryBody = z
  .object({ password: Password, passwordRe: Password, token: RecoveryToken })
  .refine((b) => b.password === b.passwordRe, { path: ['passwordRe'], error: 'validation.passwordsMismatch' });
export type RecoveryBody = z.infer<typeof RecoveryBody>;

/**
 * A recovery: the new password is set, every session and API token of the user ends, and this browser is signed in
 * with a new session (unless the server takes no passwords: `signedIn` false). `revokedTokens`: how many API tokens
 * ended; the message says so.
 */
export const RecoveredAnswer = z.object({
  message: z.string(),
  signedIn: z.boolean(),
  revokedTokens: z.number().int().min(0),
});
export type RecoveredAnswer = z.infer<typeof RecoveredAnswer>;

/** `GET /api/user/password/recovery?token=…`: whether a recovery link still works, without using it up. */
export const RecoveryLinkQuery = z.object({ token: RecoveryToken });
export const RecoveryLinkAnswer = z.object({ usable: z.literal(true) });
export type RecoveryLinkAnswer = z.infer<typeof RecoveryLinkAnswer>;
