import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values open something: a mailed link's `token`, a list's access code `ac`, the authorization
 * `code` of a single sign-on callback, and what clients put in a URL for want of a header: an API token as
 * `access_token` (RFC 6750 §2.3; Listok reads tokens from the header only, but a client may still send one so), the
 * other OAuth tokens and a password.
 */
const secretParams = new Set([
  'token',
  'ac',
  'code',
  'access_token',
  'id_token',
  'refresh_token',
  'password',
  '_password',
]);
export const redacted = '[redacted]';

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** A URL or path with the values of its secret query parameters replaced, for the log. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  const params = url
    .slice(query + 1, end)
    .split('&')
    .map((param) => {
      const name = param.split('=', 1)[0]!;
      return secretParams.has(paramName(name)) ? `${name}=${redacted}` : param;
    });
  return `${url.slice(0, query + 1)}${params.join('&')}${url.slice(end)}`;
}

/**
 * The request as the log shows it: Fastify's own fields, with the URL's secrets redacted (a recovery page's token, a
 * list's access code), so that the log, often kept longer and read by more people than the database, holds no key.
 */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
