import { z } from 'zod';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailBody,
  EmailConfirmedAnswer,
  RecoveredAnswer,
  RecoveryBody,
  RecoveryLinkAnswer,
  RecoveryLinkQuery,
  RecoveryStartQuery,
  TimeZoneOption,
  TimeZoneParams,
  UserSettings,
} from '../account/account.js';
import { MessageAnswer } from '../core/common.js';
import { route } from './route.js';

const tags = ['settings'];

export const userSettings = route({
  method: 'GET',
  path: '/api/user/settings',
  answers: { 200: UserSettings },
  summary:
    "The user's email (confirmed or not), name, registration date and time zone, and a new email waiting for " +
    'its confirmation',
  tags,
});

export const timeZones = route({
  method: 'GET',
  path: '/api/time-zones',
  answers: { 200: z.array(TimeZoneOption) },
  summary: 'Every IANA time zone with its current UTC offset',
  tags,
});

export const changePassword = route({
  method: 'PATCH',
  path: '/api/user/settings/change-password',
  body: ChangePasswordBody,
  answers: { 200: MessageAnswer },
  errors: ['NO_PASSWORD', 'WRONG_PASSWORD', 'SAME_PASSWORD'],
  summary: "Change the password; the user's other sessions end. The current password again is refused",
  tags,
});

export const changeTimeZone = route({
  method: 'PATCH',
  path: '/api/user/settings/change-tz/:tzId',
  params: TimeZoneParams,
  answers: { 200: MessageAnswer },
  errors: ['NOT_FOUND'],
  summary: 'Change the time zone',
  tags,
});

export const changeEmail = route({
  method: 'PATCH',
  path: '/api/user/settings/change-email',
  body: ChangeEmailBody,
  answers: { 200: MessageAnswer },
  errors: ['NO_PASSWORD', 'WRONG_PASSWORD', 'SAME_EMAIL'],
  summary:
    'Ask for a new email (needs the current password): a confirmation link goes to the new address, a notice to ' +
    'the current one; the email changes when the link is opened. An address another account has answers the same ' +
    '(its owner gets a notice, not a link)',
  tags,
});

export const sendEmailConfirmation = route({
  method: 'POST',
  path: '/api/user/settings/email-confirmation',
  answers: { 200: MessageAnswer },
  errors: ['NO_EMAIL', 'EMAIL_ALREADY_CONFIRMED'],
  summary: "Mail the link that confirms the account's email again (it ends the earlier links, a new email's too)",
  tags,
});

export const confirmEmail = route({
  method: 'POST',
  path: '/api/user/settings/confirm-email',
  body: ConfirmEmailBody,
  answers: { 200: EmailConfirmedAnswer },
  errors: ['BAD_EMAIL_TOKEN', 'EMAIL_TAKEN'],
  summary:
    'Confirm an email with the token of the mailed link (no session needed): a new email replaces the old one ' +
    "and ends every open password recovery link, the account's own is marked confirmed; either way every other " +
    'link of the user ends',
  tags,
});

const recoveryTags = ['recovery'];
const linkRefusals = ['BAD_TOKEN', 'RECOVERY_LINK_USED', 'RECOVERY_LINK_EXPIRED'] as const;

export const startPasswordRecovery = route({
  method: 'GET',
  path: '/api/user/password/recovery-pass-start',
  query: RecoveryStartQuery,
  answers: { 200: MessageAnswer },
  summary: 'Mail a password recovery link; always answers the same, whether the email exists or not',
  tags: recoveryTags,
});

export const checkRecoveryLink = route({
  method: 'GET',
  path: '/api/user/password/recovery',
  query: RecoveryLinkQuery,
  answers: { 200: RecoveryLinkAnswer },
  errors: linkRefusals,
  summary:
    'Whether a recovery link still works, without using it up (its page asks when it opens): 200, or 400 ' +
    'BAD_TOKEN, RECOVERY_LINK_USED or RECOVERY_LINK_EXPIRED on the token field',
  tags: recoveryTags,
});

export const recoverPassword = route({
  method: 'POST',
  path: '/api/user/password/recovery',
  body: RecoveryBody,
  answers: { 200: RecoveredAnswer },
  errors: linkRefusals,
  summary:
    'Set a new password with a recovery token: every session and API token of the user ends, and this browser ' +
    'is signed in with a new session',
  tags: recoveryTags,
});
