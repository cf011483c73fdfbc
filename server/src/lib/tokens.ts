import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A random URL-safe token of 32 bytes (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked table grants nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A short share code for list links: 12 URL-safe characters (72 bits). */
export const newAccessCode = () => randomBytes(9).toString('base64url');

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(request: { headers: IncomingHttpHeaders }): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^bearer /i.test(header)) return undefined;
  return header.slice(7).trim();
}

/** Whether `given` is `secret`, compared in a time that tells nothing of how much matched (hashes of one length). */
export const isSameSecret = (given: string, secret: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());
