import { describe, expect, it } from 'vitest';
import { pastedLink } from '../core/links.js';

describe('pastedLink: a pasted line that is only a web address', () => {
  it.each([
    ['https://www.ozon.ru/product/naushniki-123/?x=1', 'ozon.ru'],
    ['http://shop.example/item', 'shop.example'],
    ['www.lego.com/ru-ru/product/42115', 'lego.com'],
    ['https://user@market.example:8443/p', 'market.example'],
  ])('%s is a link named %s', (line, host) => {
    expect(pastedLink(line)?.host).toBe(host);
  });

  it.each(['молоко', 'lego.com', 'https://a b', 'ftp://files.example/x', 'javascript:alert(1)', 'see https://x.ru'])(
    '%s is no link line',
    (line) => {
      expect(pastedLink(line)).toBeNull();
    },
  );

  it('keeps the address as the browser parser writes it, within the link length', () => {
    expect(pastedLink('www.lego.com/x')?.link).toBe('https://www.lego.com/x');
    expect(pastedLink(`https://x.ru/${'a'.repeat(1100)}`)).toBeNull();
  });
});
