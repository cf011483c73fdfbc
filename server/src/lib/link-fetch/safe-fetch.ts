import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { AllowedHost } from './allow-list.js';
import { readBody } from './body.js';
import { charsetParameter } from './content-type.js';
import { isLinkFetchError, LinkFetchError } from './link-fetch-error.js';
import { checkedTarget, type Lookup, type ResolvedAddress, systemLookup, type Target } from './target.js';

export interface SafeFetchOptions {
  /** Hosts that may be reached although not public (LINK_FETCH_ALLOW: config.linkFetch.allow). */
  allow?: readonly AllowedHost[];
  /** Resolves host names; the system's DNS by default. */
  lookup?: Lookup;
  /** The whole call, DNS, redirects and body included. */
  timeoutMs?: number;
  /** Bytes of body read, after decompression. */
  maxBytes?: number;
  /** Beyond `maxBytes`: the first part (`cut`) or a `too-large` error (`refuse`, the default). */
  whenLarger?: 'cut' | 'refuse';
  maxRedirects?: number;
  /** Media types read (`text/html`); any other answer is a `content-type` error before its body is read. */
  accept?: readonly string[];
  /** The Accept-Language sent, so that a shop answers in the user's language. */
  acceptLanguage?: string;
  /** Ends the call early (an `aborted` error). */
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** Where the page was found, after the redirects. */
  url: URL;
  status: number;
  /** The Content-Type's media type, lower case (`text/html`); '' when none was sent. */
  mediaType: string;
  /** The Content-Type's charset, if it names one. */
  charset: string | undefined;
  body: Buffer;
  /** The body was longer than `maxBytes` and only its first part was read (`whenLarger: 'cut'`). */
  truncated: boolean;
}

export const linkFetchDefaults = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 } as const;

const userAgent = 'Mozilla/5.0 (compatible; Listok/1.0; link preview)';
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * A `lookup` for the socket that answers only the addresses already checked, whatever the name: the connection goes
 * where the check looked, and a DNS answer that changes in between (rebinding) is never asked for.
 */
function pinnedLookup(addresses: readonly ResolvedAddress[]) {
  return (
    _hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    const wanted = String(options.family ?? 0).replace('IPv', '');
    const usable = addresses.filter((a) => wanted === '0' || String(a.family) === wanted);
    const [first] = usable;
    if (!first) {
      const problem: NodeJS.ErrnoException = new Error('no checked address of that family');
      problem.code = 'ENOTFOUND';
      return callback(problem, []);
    }
    if (options.all)
      return callback(
        null,
        usable.map(({ address, family }) => ({ address, family })),
      );
    callback(null, first.address, first.family);
  };
}

/** One GET to a checked target: no cookies, no credentials (a URL's user and password are never sent), no proxy. */
function get(target: Target, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      host: target.hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-language': options.acceptLanguage ?? 'ru,en;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
      },
      // A socket of its own: nothing pooled, nothing reused for another name or address.
      agent: false,
      lookup: pinnedLookup(target.addresses),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function mediaTypeOf(response: IncomingMessage): { mediaType: string; charset: string | undefined } {
  const contentType = response.headers['content-type'] ?? '';
  return {
    mediaType: (contentType.split(';', 1)[0] ?? '').trim().toLowerCase(),
    charset: charsetParameter(contentType),
  };
}

async function follow(link: string | URL, options: SafeFetchOptions, signal: AbortSignal): Promise<FetchedPage> {
  const rules = { allow: options.allow ?? [], lookup: options.lookup ?? systemLookup, signal };
  const maxRedirects = options.maxRedirects ?? linkFetchDefaults.maxRedirects;
  let target = await checkedTarget(link, undefined, rules);
  for (let redirects = 0; ; redirects += 1) {
    const response = await get(target, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (redirectStatuses.has(status) && location !== undefined) {
      response.destroy();
      if (redirects >= maxRedirects)
        throw new LinkFetchError('redirects', `more than ${maxRedirects} redirects`, { url: target.url.href });
      target = await checkedTarget(location, target.url, rules);
      continue;
    }
    const page = { url: target.url, status, ...mediaTypeOf(response) };
    if (status < 200 || status > 299) {
      response.destroy();
      throw new LinkFetchError('status', `the page answered ${status}`, { url: page.url.href, status });
    }
    if (options.accept && !options.accept.includes(page.mediaType)) {
      response.destroy();
      throw new LinkFetchError('content-type', `not a page to read: ${page.mediaType || 'no Content-Type'}`, {
        url: page.url.href,
        contentType: page.mediaType,
      });
    }
    const body = await readBody(
      response,
      options.maxBytes ?? linkFetchDefaults.maxBytes,
      options.whenLarger ?? 'refuse',
    );
    return { ...page, body: body.bytes, truncated: body.truncated };
  }
}

/**
 * GETs a link a user gave, with the rules that keep the server from being used against its own network (SECURITY.md,
 * "Fetching users' links"): http and https only; every address of the host, and of each redirect's, public unless
 * LINK_FETCH_ALLOW names the host; the connection made to the checked address only; at most 3 redirects, followed
 * here; at most 1 MB of body; at most 5 s in all. Every failure is a `LinkFetchError` saying why.
 */
export async function safeFetch(link: string | URL, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? linkFetchDefaults.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    return await follow(link, options, signal);
  } catch (error) {
    if (isLinkFetchError(error)) throw error;
    const url = String(link);
    if (deadline.aborted) throw new LinkFetchError('timeout', 'the page took too long', { url, cause: error });
    if (signal.aborted) throw new LinkFetchError('aborted', 'the fetch was cancelled', { url, cause: error });
    const code = (error as NodeJS.ErrnoException).code;
    throw new LinkFetchError('network', `the page could not be reached${code ? ` (${code})` : ''}`, {
      url,
      cause: error,
    });
  }
}
