import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type AllowedHost, isAllowedHost } from './allow-list.js';
import { LinkFetchError } from './link-fetch-error.js';
import { isPublicAddress } from './public-address.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name. Tests give their own, so that they depend on no machine's DNS. */
export type Lookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A URL the fetcher may call, and the addresses checked for it: the connection goes to these, never to a new lookup. */
export interface Target {
  url: URL;
  /** The host as the socket takes it: an IPv6 address without its brackets. */
  hostname: string;
  addresses: readonly ResolvedAddress[];
}

export interface TargetRules {
  allow: readonly AllowedHost[];
  lookup: Lookup;
  /** Ends the lookup early (a fetch's deadline); without it, the lookup runs to its end. */
  signal?: AbortSignal;
}

/** `promise`, or the signal's abort, whichever comes first (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The URL `link` names (resolved against `base`: a redirect's Location), checked: http or https, and every address
 * of its host public, unless LINK_FETCH_ALLOW names the host. A literal address in any notation the URL parser takes
 * (`2130706433`, `0x7f.1`, `0177.0.0.1`, `[::ffff:127.0.0.1]`) is written by it in its one canonical form first, and
 * judged as that. A name is judged by every address it resolves to: one private address among public ones refuses it.
 */
export async function checkedTarget(link: string | URL, base: URL | undefined, rules: TargetRules): Promise<Target> {
  const url = URL.parse(String(link), base?.href);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new LinkFetchError('scheme', 'only http and https addresses are fetched', { url: String(link) });
  // Never sent, so not kept either: the page is what the address names without them.
  url.username = '';
  url.password = '';
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const family = isIP(hostname);
  let addresses: readonly ResolvedAddress[];
  if (family !== 0) addresses = [{ address: hostname, family: family === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await untilAborted(rules.lookup(hostname), rules.signal);
    } catch (error) {
      if (rules.signal?.aborted) throw error;
      throw new LinkFetchError('unresolved', `${hostname} has no address`, { url: url.href, cause: error });
    }
    if (addresses.length === 0) throw new LinkFetchError('unresolved', `${hostname} has no address`, { url: url.href });
  }
  if (!isAllowedHost(url, rules.allow)) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused)
      throw new LinkFetchError('address', `${hostname} is not a public address`, {
        url: url.href,
        address: refused.address,
      });
  }
  return { url, hostname, addresses };
}
