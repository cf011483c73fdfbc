/**
 * Why a fetch of a user's link did not give a page. The caller decides what each means (a link preview falls back to
 * the host name); a route never sees a raw network error.
 * - `scheme`: not http or https (file:, ftp:, data:, javascript:…), or not a URL at all
 * - `address`: the host is, or resolves to, an address that is not public, and LINK_FETCH_ALLOW does not name it
 * - `unresolved`: the host name has no address
 * - `redirects`: more redirects than allowed, or a redirect without a usable `Location`
 * - `too-large`: the body is larger than allowed (when the caller asked for a refusal rather than the first part)
 * - `timeout`: the whole call took longer than allowed; `aborted`: the caller's signal ended it
 * - `content-type`: not a type the caller reads (a picture, a PDF), or an encoding we cannot undo
 * - `status`: the final answer is not a 2xx
 * - `network`: the connection failed (refused, reset, TLS)
 */
export type LinkFetchFailure =
  | 'scheme'
  | 'address'
  | 'unresolved'
  | 'redirects'
  | 'too-large'
  | 'timeout'
  | 'aborted'
  | 'content-type'
  | 'status'
  | 'network';

export class LinkFetchError extends Error {
  constructor(
    readonly reason: LinkFetchFailure,
    message: string,
    readonly details: { url?: string; address?: string; status?: number; contentType?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'LinkFetchError';
  }
}

export const isLinkFetchError = (error: unknown): error is LinkFetchError => error instanceof LinkFetchError;
