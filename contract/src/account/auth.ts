import { z } from 'zod';
import { RowId } from '../core/common.js';
import { limits } from '../core/limits.js';
import { trimEndOf } from '../text/text-ends.js';

// Spec §5: local part of 2–20 word characters, dots or dashes, then @, a domain, a dot and a suffix.
const emailPattern = /^[\w.-]{2,20}@[\w-]+(\.[\w-]+)*\.[a-z]{2,24}$/i;
// Spec §5: letters (Latin or Cyrillic), digits, underscore or dash.
const usernamePattern = /^[a-zA-Zа-яА-ЯёЁ0-9_-]+$/;
const usernameCharacter = /^[a-zA-Zа-яА-ЯёЁ0-9_-]$/;

export const Email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.emailMax, { error: 'validation.email' })
  .regex(emailPattern, { error: 'validation.email' });

export const Username = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .min(limits.usernameMin, { error: 'validation.usernameLength' })
  .max(limits.usernameMax, { error: 'validation.usernameLength' })
  .regex(usernamePattern, { error: 'validation.usernameChars' });

/**
 * A username the signup rules accept, made of any text (a single sign-on's preferred_username, a name, an email's
 * local part): accents go (é → e, ﬁ → fi), any other character becomes '_', runs of '_' shrink to one and '_' or '-'
 * at the ends go; at most `maxLength` long. Undefined when fewer than `limits.usernameMin` characters are left.
 */
export function usernameFrom(text: string, maxLength: number = limits.usernameMax): string | undefined {
  const characters = [...text.normalize('NFC')].map((character) => {
    if (usernameCharacter.test(character)) return character;
    const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && usernamePattern.test(base) ? base : '_';
  });
  const trimEnds = (name: string) => trimEndOf(name.replace(/^[_-]+/, ''), '_-');
  const username = trimEnds(trimEnds(characters.join('').replace(/_+/g, '_')).slice(0, maxLength));
  return username.length >= limits.usernameMin ? username : undefined;
}

export const Password = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(limits.passwordMin, { error: 'validation.passwordLength' })
  .max(limits.passwordMax, { error: 'validation.passwordLength' });

export const SignupBody = z
  .object({
    email: Email,
    username: Username,
    password: Password,
    password_re: Password,
  })
  .refine((body) => body.password === body.password_re, {
    path: ['password_re'],
    error: 'validation.passwordsMismatch',
  });
export type SignupBody = z.infer<typeof SignupBody>;

/** Sign-in has no client-side rules; the server only bounds the sizes. */
export const LoginBody = z.object({
  _username: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(limits.emailMax, { error: 'validation.tooLong' }),
  _password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(limits.loginPasswordMax, { error: 'validation.tooLong' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SignupAnswer = z.object({ id: RowId, username: z.string(), email: z.string() });
export type SignupAnswer = z.infer<typeof SignupAnswer>;

export const LoginAnswer = z.object({ username: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

const ssoText = (max: number) => z.string().max(max, { error: 'validation.tooLong' }).optional();

/** The start of a single sign-on: `next`, a path of this site to return to once signed in. */
export const SsoStartQuery = z.object({ next: ssoText(2048) });

/** What a provider sends back (RFC 6749 4.1.2, RFC 9207); anything else it adds is let through and ignored. */
export const SsoCallbackQuery = z.looseObject({
  code: ssoText(4096),
  state: ssoText(512),
  iss: ssoText(2048),
  session_state: ssoText(2048),
  error: ssoText(256),
  error_description: ssoText(2048),
  error_uri: ssoText(2048),
});
