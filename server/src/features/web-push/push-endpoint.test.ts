import { describe, expect, it } from 'vitest';
import { endpointProblem, isPublicAddress, subscriptionKeyProblems } from './push-endpoint.js';

/** How long `read` takes, in ms: the best of three runs, so that a busy machine's pause is not counted. */
function timed(read: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    read();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('public addresses', () => {
  it('tells public addresses from loopback, private, link-local, reserved and mapped ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges an IPv6 address without its zone', () => {
    expect(isPublicAddress('2a00:1450:4001:80b::200a%eth0')).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1%1')).toBe(false);
    expect(isPublicAddress('fe80::1%eth0')).toBe(false);
  });

  it('judges an IPv6 address that stands for an IPv4 host (compatible, mapped, translated) as that IPv4 address', () => {
    for (const address of ['::8.8.8.8', '::808:808', '::ffff:808:808', '::ffff:0:8.8.8.8', '::ffff:0:808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1', // the same, as a URL writes it
      '::10.0.0.1',
      '::169.254.169.254',
      '::ffff:7f00:1', // IPv4-mapped, as a URL writes it
      '::ffff:0:127.0.0.1', // IPv4-translated
      '::ffff:0:7f00:1',
      '::ffff:0:a9fe:a9fe', // 169.254.169.254
      '0:0:0:0:0:ffff:c0a8:101', // 192.168.1.1, written out in full
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses whole the ranges that reach hosts the address does not name: 6to4, Teredo, NAT64, site-local', () => {
    for (const address of [
      '2002:7f00:1::1', // 6to4 behind 127.0.0.1
      '2002:808:808::1', // 6to4 behind a public router: the host is any one of its network
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001::1',
      '64:ff9b:1::a00:1', // local-use NAT64
      '64:ff9b:1::808:808',
      '64:ff9b::808:808', // well-known NAT64: a translator in the server's own network
      'fec0::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses such hosts in an endpoint, in the form a URL gives them', async () => {
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[::ffff:127.0.0.1]',
      '[2002:7f00:1::]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '[64:ff9b:1::a00:1]',
    ]) {
      expect(await endpointProblem(`https://${host}/push/x`, []), host).toBe('validation.pushEndpointPrivate');
    }
    expect(await endpointProblem('https://[::ffff:8.8.8.8]/push/x', [])).toBeUndefined();
  });
});

describe("a subscription's keys", () => {
  const auth = 'AAAAAAAAAAAAAAAAAAAAAA';

  it('are read with or without their padding', () => {
    expect(subscriptionKeyProblems({ p256dh: 'BA', auth: `${auth}==` })).toEqual({
      'keys.p256dh': 'validation.pushP256dh',
    });
    expect(subscriptionKeyProblems({ p256dh: 'BA', auth })).toEqual({ 'keys.p256dh': 'validation.pushP256dh' });
  });

  // SECURITY.md, "Fourth review": a long run of "=" inside a key made its padding's pattern backtrack quadratically.
  it('are read in one pass, whatever their length', () => {
    const key = `${'='.repeat(20_000)}A`;
    expect(timed(() => subscriptionKeyProblems({ p256dh: key, auth: key }))).toBeLessThan(100);
  });
});
