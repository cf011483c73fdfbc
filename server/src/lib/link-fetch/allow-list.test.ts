import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { isAllowedHost } from './allow-list.js';

describe('LINK_FETCH_ALLOW', () => {
  it('reads hosts with and without ports, as the URL parser writes them', () => {
    const allow = loadConfig({
      LINK_FETCH_ALLOW: '127.0.0.1:8080, Shop.Intranet ,[::1]:80,fd00::5,2130706434:81,магазин.рф',
    }).linkFetch.allow;
    expect(allow).toEqual([
      { host: '127.0.0.1', port: 8080 },
      { host: 'shop.intranet', port: undefined },
      { host: '[::1]', port: 80 },
      { host: '[fd00::5]', port: undefined },
      { host: '127.0.0.2', port: 81 },
      { host: 'xn--80aairftm.xn--p1ai', port: undefined },
    ]);
    expect(loadConfig({}).linkFetch.allow).toEqual([]);
  });

  it('matches a URL by its host and port, the scheme giving the default port', () => {
    const allow = loadConfig({ LINK_FETCH_ALLOW: 'shop.intranet:80,[::1]:443,any.intranet' }).linkFetch.allow;
    const allowed = (link: string) => isAllowedHost(new URL(link), allow);
    expect(allowed('http://shop.intranet/')).toBe(true);
    expect(allowed('http://SHOP.intranet:80/x')).toBe(true);
    expect(allowed('https://shop.intranet/')).toBe(false);
    expect(allowed('http://shop.intranet:8080/')).toBe(false);
    expect(allowed('https://[::1]/')).toBe(true);
    expect(allowed('http://[::1]/')).toBe(false);
    expect(allowed('http://any.intranet:9999/')).toBe(true);
    expect(allowed('http://sub.any.intranet/')).toBe(false);
  });

  it('stops the server at start-up on an entry that is no host', () => {
    for (const entry of [
      'http://shop.intranet/',
      'shop.intranet:0',
      'shop.intranet:99999',
      'a b',
      'user@host',
      'x/y',
    ]) {
      expect(() => loadConfig({ LINK_FETCH_ALLOW: entry }), entry).toThrow(/LINK_FETCH_ALLOW/);
    }
  });
});
