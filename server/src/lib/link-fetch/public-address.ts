import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may call on a user's word (link previews, push endpoints): public ones only, so that
 * nobody can make it call into its own network (loopback, private, link-local, cloud metadata).
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays: to whatever network sits behind them
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): a translator of the operator's choosing
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32, a tunnel to any IPv4 host), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: whatever network sits behind the IPv4 router it names
  ['3fff::', 20], // documentation (RFC 9637)
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
 * refused whole. Anything that is not an IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 0) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return isPublicAddress(ipv4);
  return !notPublic.check(withoutZone(address), 'ipv6');
}
