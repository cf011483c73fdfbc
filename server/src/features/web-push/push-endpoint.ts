import { createPublicKey, type KeyObject } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { trimEndOf } from '@listok/contract';
import { LinkFetchError } from '../../lib/link-fetch/link-fetch-error.js';
import { isPublicAddress } from '../../lib/link-fetch/public-address.js';
import { checkedTarget, systemLookup } from '../../lib/link-fetch/target.js';

/**
 * The server fetches push endpoints that users give it: by default only https on a public address
 * (`lib/link-fetch/public-address.ts`), so that nobody can make it call into its own network. An origin in
 * PUSH_ENDPOINT_ALLOW is admitted as it is (tests, a private push service).
 */
export { isPublicAddress };

/** An endpoint's origin is one PUSH_ENDPOINT_ALLOW admits. */
export const isAllowedOrigin = (url: URL, allow: readonly string[]) => allow.includes(url.origin);

/**
 * Why an endpoint is refused, as a shared message key (`validation.…`), or undefined when it may be used: https on a
 * host whose every address is public, after DNS resolution too.
 */
export async function endpointProblem(endpoint: string, allow: readonly string[]): Promise<string | undefined> {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password || !/^https?:$/.test(url.protocol)) return 'validation.pushEndpoint';
  if (isAllowedOrigin(url, allow)) return undefined;
  if (url.protocol !== 'https:') return 'validation.pushEndpointPrivate';
  try {
    await checkedTarget(url, undefined, { allow: [], lookup: systemLookup });
    return undefined;
  } catch (error) {
    return error instanceof LinkFetchError && error.reason === 'unresolved'
      ? 'validation.pushEndpointUnknown'
      : 'validation.pushEndpointPrivate';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) requests that refuses a host resolving to a non-public address at the moment of the
 * request (a name that pointed to a public address when it was checked may point elsewhere now).
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true, verbatim: true } as never, (error, found) => {
    const addresses = found as unknown as LookupAddress[];
    if (error) return callback(error, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const problem: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} is not a public address`);
      problem.code = 'EPUSHADDRESS';
      return callback(problem, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
}

const decoded = (text: string) => Buffer.from(trimEndOf(text, '='), 'base64url');

/** Field problems of a subscription's keys: p256dh an uncompressed P-256 point (65 bytes), auth 16 bytes. */
export function subscriptionKeyProblems(keys: { p256dh: string; auth: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const point = decoded(keys.p256dh);
  if (point.length !== 65 || point[0] !== 4 || !onCurve(point)) problems['keys.p256dh'] = 'validation.pushP256dh';
  if (decoded(keys.auth).length !== 16) problems['keys.auth'] = 'validation.pushAuth';
  return problems;
}

/** The public key of an uncompressed P-256 point (65 bytes); throws when the point is not on the curve. */
export const p256PublicKey = (point: Buffer): KeyObject =>
  createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });

function onCurve(point: Buffer): boolean {
  try {
    p256PublicKey(point);
    return true;
  } catch {
    return false;
  }
}
