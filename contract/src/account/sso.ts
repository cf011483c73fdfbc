// No zod here: the sign-in screen reads it with the shell's part of the contract.
import type { ErrorCode } from '../core/errors.js';

/** The query parameter on the sign-in screen that carries why a single sign-on came back without signing in. */
export const ssoErrorParam = 'sso_error';

/** The codes a single sign-on may come back to the sign-in screen with; the screen shows each one's message. */
export const ssoErrorCodes = [
  'SSO_STATE',
  'SSO_DENIED',
  'SSO_FAILED',
  'SSO_UNAVAILABLE',
  'SSO_NOT_CONFIGURED',
  'SSO_EMAIL_UNCONFIRMED',
] as const satisfies readonly ErrorCode[];
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

export const isSsoErrorCode = (code: string | null | undefined): code is SsoErrorCode =>
  (ssoErrorCodes as readonly string[]).includes(code ?? '');
