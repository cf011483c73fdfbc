import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';

/** Every range that is not public, with an address at its start, inside and at its end. */
const notPublicRanges: [range: string, addresses: string[]][] = [
  ['0.0.0.0/8 this network', ['0.0.0.0', '0.1.2.3', '0.255.255.255']],
  ['10.0.0.0/8 private', ['10.0.0.0', '10.20.30.40', '10.255.255.255']],
  ['100.64.0.0/10 carrier-grade NAT', ['100.64.0.0', '100.100.100.100', '100.127.255.255']],
  ['127.0.0.0/8 loopback', ['127.0.0.0', '127.0.0.1', '127.255.255.255']],
  ['169.254.0.0/16 link-local, cloud metadata', ['169.254.0.0', '169.254.169.254', '169.254.255.255']],
  ['172.16.0.0/12 private', ['172.16.0.0', '172.20.1.1', '172.31.255.255']],
  ['192.0.0.0/24 protocol assignments', ['192.0.0.0', '192.0.0.170', '192.0.0.255']],
  ['192.0.2.0/24 documentation', ['192.0.2.0', '192.0.2.1', '192.0.2.255']],
  ['192.88.99.0/24 6to4 relays', ['192.88.99.0', '192.88.99.1', '192.88.99.255']],
  ['192.168.0.0/16 private', ['192.168.0.0', '192.168.1.1', '192.168.255.255']],
  ['198.18.0.0/15 benchmarking', ['198.18.0.0', '198.18.255.1', '198.19.255.255']],
  ['198.51.100.0/24 documentation', ['198.51.100.0', '198.51.100.7', '198.51.100.255']],
  ['203.0.113.0/24 documentation', ['203.0.113.0', '203.0.113.9', '203.0.113.255']],
  ['224.0.0.0/4 multicast', ['224.0.0.0', '239.1.2.3', '239.255.255.255']],
  ['240.0.0.0/4 reserved, broadcast', ['240.0.0.0', '250.1.2.3', '255.255.255.255']],
  ['::/128 unspecified', ['::', '0:0:0:0:0:0:0:0']],
  ['::1/128 loopback', ['::1', '0:0:0:0:0:0:0:1']],
  ['::ffff:0:0/96 IPv4-mapped', ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254']],
  ['::ffff:0:0:0/96 IPv4-translated', ['::ffff:0:127.0.0.1', '::ffff:0:a00:1', '::ffff:0:c0a8:101']],
  ['::/96 IPv4-compatible', ['::127.0.0.1', '::7f00:1', '::10.0.0.1', '::192.168.1.1']],
  ['64:ff9b::/96 NAT64', ['64:ff9b::127.0.0.1', '64:ff9b::a00:1', '64:ff9b::808:808']],
  ['64:ff9b:1::/48 local-use NAT64', ['64:ff9b:1::', '64:ff9b:1::a00:1', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff']],
  ['100::/64 discard', ['100::', '100::1', '100::ffff:ffff:ffff:ffff']],
  ['2001::/23 protocol assignments, Teredo', ['2001::', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:1ff::1']],
  ['2001:db8::/32 documentation', ['2001:db8::', '2001:db8::1', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['2002::/16 6to4', ['2002::', '2002:7f00:1::1', '2002:ffff:ffff::1']],
  ['3fff::/20 documentation', ['3fff::', '3fff:fff:ffff::1']],
  ['fc00::/7 unique local', ['fc00::', 'fd12:3456:789a::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['fe80::/10 link-local', ['fe80::', 'fe80::1', 'fe80::1%eth0', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['fec0::/10 site-local', ['fec0::', 'fec0::1', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
  ['ff00::/8 multicast', ['ff00::', 'ff02::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
];

describe('which addresses are public', () => {
  it.each(notPublicRanges)('%s is not public', (_range, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets through the public addresses right beside those ranges', () => {
    for (const address of [
      '1.1.1.1',
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '126.255.255.255',
      '128.0.0.0',
      '169.253.255.255',
      '169.255.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.0.1.0',
      '192.88.98.255',
      '192.167.255.255',
      '192.169.0.0',
      '198.17.255.255',
      '198.20.0.0',
      '223.255.255.255',
      '::ffff:8.8.8.8',
      '::ffff:0:8.8.8.8',
      '2001:200::1',
      '2001:db7:ffff::1',
      '2003::1',
      '2a00:1450:4001:80b::200a',
      '2a02:6b8::2:242',
      'fbff:ffff::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('is not fooled by what is not an address', () => {
    for (const text of ['', 'localhost', 'example.com', '127.0.0.1.nip.io', '[::1]', '2130706433', '0x7f000001']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});
