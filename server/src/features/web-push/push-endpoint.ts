import { createPublicKey, type KeyObject } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { trimEndOf } from '@listok/contract';

/**
 * The server fetches push endpoints that users give it: by default only https on a public address, so that nobody can
 * make it call into its own network (loopback, private, link-local, cloud metadata). An origin in PUSH_ENDPOINT_ALLOW
 * is admitted as it is (tests, a private push service).
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): a translator of the operator's choosing
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: a tunnel through relays to any IPv4 host
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: whatever network sits behind the IPv4 router it names
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** An IPv6 address without its zone (`fe80::1%eth0` → `fe80::1`), cut at its first `%` in one pass. */
const withoutZone = (address: string) => address.split('%', 1)[0]!;

/** The eight 16-bit groups of a valid IPv6 address (a zone such as `%eth0` is dropped). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = withoutZone(address).split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 address stands for, where the host reached is that IPv4 host: IPv4-mapped (`::ffff:a.b.c.d`),
 * IPv4-translated (`::ffff:0:a.b.c.d`) and IPv4-compatible (`::a.b.c.d`, which also covers `::` and `::1`).
 */
function embeddedIpv4(address: string): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = ipv6Groups(address);
  if (g0 || g1 || g2 || g3) return undefined;
  const mapped = g4 === 0 && g5 === 0xffff;
  const translated = g4 === 0xffff && g5 === 0;
  const compatible = g4 === 0 && g5 === 0;
  if (!mapped && !translated && !compatible) return undefined;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/**
 * Whether an IP address is a public one. An IPv6 address that stands for an IPv4 host is judged as that IPv4 address;
 * the ranges that lead through a translator or tunnel to hosts the address does not name (NAT64, Teredo, 6to4) are
 * refused whole.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 0) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return isPublicAddress(ipv4);
  return !notPublic.check(withoutZone(address), 'ipv6');
}

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
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? undefined : 'validation.pushEndpointPrivate';
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return 'validation.pushEndpointUnknown';
  }
  if (addresses.length === 0) return 'validation.pushEndpointUnknown';
  return addresses.every((a) => isPublicAddress(a.address)) ? undefined : 'validation.pushEndpointPrivate';
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
