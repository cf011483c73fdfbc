import { once } from 'node:events';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageServer, startPageServer } from '../../test/page-server.js';
import { LinkFetchError, type LinkFetchFailure } from './link-fetch-error.js';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.js';
import type { Lookup } from './target.js';

let site: PageServer;
/** A second server, never named in the allow list: a target the fetcher must refuse. */
let inside: PageServer;
beforeAll(async () => {
  [site, inside] = await Promise.all([startPageServer(), startPageServer()]);
});
afterAll(async () => {
  await Promise.all([site.close(), inside.close()]);
});

/** The reason `safeFetch` fails with; the test fails if it answers a page or throws anything else. */
async function failure(link: string, options: SafeFetchOptions = {}): Promise<LinkFetchFailure> {
  const error = await safeFetch(link, options).then(
    (page) => new Error(`fetched ${page.url.href}`),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof LinkFetchError)) throw error;
  return error.reason;
}

/** A resolver that answers these addresses for every name, and counts its calls. */
function resolvingTo(...addresses: string[]): Lookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(lookup, { calls });
}

describe('the schemes fetched', () => {
  it('refuses everything but http and https', async () => {
    for (const link of [
      'file:///etc/passwd',
      `ftp://127.0.0.1:${site.port}/`,
      'data:text/html,<title>x</title>',
      'javascript:alert(1)',
      'gopher://127.0.0.1:70/',
      `ws://127.0.0.1:${site.port}/`,
      'about:blank',
      'not a link',
      '//example.com/',
    ]) {
      expect(await failure(link, { allow: site.allow }), link).toBe('scheme');
    }
    expect(site.requests).toHaveLength(0);
  });
});

describe('addresses that are not public', () => {
  it('refuses a loopback address in every notation the URL parser reads, without connecting', async () => {
    const before = inside.requests.length;
    for (const host of [
      '127.0.0.1',
      '2130706433', // decimal
      '0x7f000001', // hexadecimal
      '017700000001', // octal
      '0177.0.0.1',
      '0x7f.0.0.1',
      '127.1',
      '0x7f.1',
      '0', // 0.0.0.0 reaches this machine on Linux
      '0.0.0.0',
      '[::1]',
      '[::]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]', // IPv4-mapped
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[::ffff:0:127.0.0.1]', // IPv4-translated
      '[::127.0.0.1]', // IPv4-compatible
      '[64:ff9b::127.0.0.1]', // NAT64
    ]) {
      expect(await failure(`http://${host}:${inside.port}/`), host).toBe('address');
    }
    expect(inside.requests.length).toBe(before);
  });

  it('refuses a name that resolves to a private address of any kind', async () => {
    for (const address of ['10.1.2.3', '172.16.0.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', 'fd00::1']) {
      const lookup = resolvingTo(address);
      const error = await safeFetch('http://shop.example/', { lookup }).catch((e: unknown) => e);
      expect(error, address).toBeInstanceOf(LinkFetchError);
      expect((error as LinkFetchError).reason).toBe('address');
      expect((error as LinkFetchError).details.address).toBe(address);
    }
  });

  it('refuses a name when any one of its addresses is private, though others are public', async () => {
    expect(await failure('https://shop.example/', { lookup: resolvingTo('93.184.215.14', '10.0.0.5') })).toBe(
      'address',
    );
    expect(await failure('https://shop.example/', { lookup: resolvingTo('2a00:1450::1', 'fe80::1') })).toBe('address');
  });

  it('refuses localhost through the system resolver', async () => {
    const before = inside.requests.length;
    expect(await failure(`http://localhost:${inside.port}/`)).toBe('address');
    expect(inside.requests.length).toBe(before);
  });

  it('tells a name without addresses', async () => {
    const nxdomain: Lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await failure('http://no-such-shop.example/', { lookup: nxdomain })).toBe('unresolved');
    expect(await failure('http://empty.example/', { lookup: resolvingTo() })).toBe('unresolved');
  });
});

describe('LINK_FETCH_ALLOW', () => {
  it('lets through the host and port it names, and only those', async () => {
    site.html('/allowed', '<title>Allowed</title>');
    const page = await safeFetch(`${site.origin}/allowed`, { allow: site.allow });
    expect(page.body.toString()).toBe('<title>Allowed</title>');
    expect(await failure(`${inside.origin}/allowed`, { allow: site.allow })).toBe('address');
  });

  it('connects to the address checked, never asking DNS again (rebinding)', async () => {
    // The name exists in no DNS: only the pinned answer can take the connection to the server.
    site.page('/pinned', (request, response) => response.end(`host=${request.headers.host}`));
    const lookup = resolvingTo('127.0.0.1');
    const allow = [{ host: 'shop.invalid', port: site.port }];
    const page = await safeFetch(`http://shop.invalid:${site.port}/pinned`, { allow, lookup });
    expect(page.body.toString()).toBe(`host=shop.invalid:${site.port}`);
    expect(lookup.calls).toEqual(['shop.invalid']);
  });
});

describe('redirects', () => {
  beforeAll(() => {
    for (let n = 1; n <= 4; n += 1) {
      site.page(`/hop/${n}`, (_request, response) =>
        response.writeHead(n % 2 ? 302 : 301, { location: `/hop/${n - 1}` }).end(),
      );
    }
    site.html('/hop/0', '<title>Arrived</title>');
  });

  it('follows three, each checked, and tells where it arrived', async () => {
    const page = await safeFetch(`${site.origin}/hop/3`, { allow: site.allow });
    expect(page.url.href).toBe(`${site.origin}/hop/0`);
    expect(page.body.toString()).toBe('<title>Arrived</title>');
  });

  it('refuses a fourth', async () => {
    const before = site.requests.filter((r) => r.url === '/hop/0').length;
    expect(await failure(`${site.origin}/hop/4`, { allow: site.allow })).toBe('redirects');
    expect(site.requests.filter((r) => r.url === '/hop/0').length).toBe(before);
  });

  it('refuses a redirect to an address that is not allowed, without connecting there', async () => {
    const before = inside.requests.length;
    for (const target of [
      `${inside.origin}/`, // the same address, another port
      `http://localhost:${site.port}/`, // the same server by a name the allow list does not give
      `http://[::ffff:127.0.0.1]:${site.port}/`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const path = `/to?${encodeURIComponent(target)}`;
      site.page(path, (_request, response) => response.writeHead(307, { location: target }).end());
      expect(await failure(`${site.origin}${path}`, { allow: site.allow }), target).toBe('address');
    }
    expect(inside.requests.length).toBe(before);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    site.page('/to-name', (_request, response) =>
      response.writeHead(302, { location: 'http://intranet.example/' }).end(),
    );
    const lookup = resolvingTo('10.0.0.7');
    expect(await failure(`${site.origin}/to-name`, { allow: site.allow, lookup })).toBe('address');
    expect(lookup.calls).toEqual(['intranet.example']);
  });

  it('refuses a redirect to another scheme', async () => {
    for (const target of ['file:///etc/passwd', 'javascript:alert(1)', 'ftp://example.com/']) {
      const path = `/scheme?${encodeURIComponent(target)}`;
      site.page(path, (_request, response) => response.writeHead(301, { location: target }).end());
      expect(await failure(`${site.origin}${path}`, { allow: site.allow }), target).toBe('scheme');
    }
  });
});

describe('what is sent', () => {
  it('sends a user agent, and no credentials or cookies, not even those a redirect sets', async () => {
    site.page('/cookie', (_request, response) =>
      response.writeHead(302, { 'set-cookie': 'session=secret; Path=/', location: '/echo' }).end(),
    );
    site.page('/echo', (request, response) => response.end(JSON.stringify(request.headers)));
    const page = await safeFetch(`http://anna:secret@127.0.0.1:${site.port}/cookie`, { allow: site.allow });
    const headers = JSON.parse(page.body.toString());
    expect(headers['user-agent']).toMatch(/Listok/);
    expect(headers).not.toHaveProperty('cookie');
    expect(headers).not.toHaveProperty('authorization');
    expect(page.url.href).toBe(`${site.origin}/echo`);
  });
});

describe('limits', () => {
  const megabyte = 1024 * 1024;

  it('refuses a body over 1 MB, declared or not', async () => {
    site.html('/declared', Buffer.alloc(megabyte + 1, 'a'));
    site.page('/chunked', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 17; i += 1) response.write(Buffer.alloc(64 * 1024, 'a'));
      response.end();
    });
    expect(await failure(`${site.origin}/declared`, { allow: site.allow })).toBe('too-large');
    expect(await failure(`${site.origin}/chunked`, { allow: site.allow })).toBe('too-large');
    site.html('/exactly', Buffer.alloc(megabyte, 'a'));
    expect((await safeFetch(`${site.origin}/exactly`, { allow: site.allow })).body.length).toBe(megabyte);
  });

  it('counts what a compressed body becomes (a bomb stops at 1 MB)', async () => {
    const bomb = gzipSync(Buffer.alloc(16 * megabyte));
    expect(bomb.length).toBeLessThan(megabyte / 16);
    site.html('/bomb', bomb, { 'content-encoding': 'gzip' });
    expect(await failure(`${site.origin}/bomb`, { allow: site.allow })).toBe('too-large');
    const cut = await safeFetch(`${site.origin}/bomb`, { allow: site.allow, whenLarger: 'cut' });
    expect(cut).toMatchObject({ truncated: true });
    expect(cut.body.length).toBe(megabyte);
  });

  it('reads the first megabyte of an endless body, and closes the connection', async () => {
    let closed: Promise<unknown> = Promise.resolve();
    site.page('/endless', (_request, response) => {
      closed = once(response, 'close');
      response.writeHead(200, { 'content-type': 'text/html' });
      const more = () => {
        while (!response.destroyed && response.write(Buffer.alloc(16 * 1024, 'a')));
        if (!response.destroyed) response.once('drain', more);
      };
      more();
    });
    const page = await safeFetch(`${site.origin}/endless`, { allow: site.allow, whenLarger: 'cut' });
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(megabyte);
    await closed;
  });

  it('gives up on a page slower than its time limit, and closes the connection', async () => {
    let closed: Promise<unknown> = Promise.resolve();
    site.page('/slow-body', (_request, response) => {
      closed = once(response, 'close');
      response.writeHead(200, { 'content-type': 'text/html' }).write('<html><head><title>Slow');
    });
    site.page('/no-answer', (request) => {
      closed = once(request.socket, 'close');
    });
    for (const path of ['/slow-body', '/no-answer']) {
      expect(await failure(`${site.origin}${path}`, { allow: site.allow, timeoutMs: 200 }), path).toBe('timeout');
      await closed;
    }
  });

  it('stops when the caller cancels', async () => {
    const cancel = new AbortController();
    site.page('/cancelled', () => cancel.abort());
    expect(await failure(`${site.origin}/cancelled`, { allow: site.allow, signal: cancel.signal })).toBe('aborted');
  });
});

describe('answers that are no page', () => {
  it('tells the status of an error answer', async () => {
    const error = await safeFetch(`${site.origin}/missing`, { allow: site.allow }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'status', details: { status: 404 } });
  });

  it('reads only the media types asked for, if asked', async () => {
    site.html('/picture.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), { 'content-type': 'image/png' });
    const accept = ['text/html'];
    expect(await failure(`${site.origin}/picture.png`, { allow: site.allow, accept })).toBe('content-type');
    expect((await safeFetch(`${site.origin}/picture.png`, { allow: site.allow })).mediaType).toBe('image/png');
  });

  it('tells a connection that fails', async () => {
    const closed = await startPageServer();
    await closed.close();
    expect(await failure(`${closed.origin}/`, { allow: closed.allow })).toBe('network');
  });
});
