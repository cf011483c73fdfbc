import { describe, expect, it } from 'vitest';
import { privateLink, shareTargets } from './share';

describe('privateLink', () => {
  it('is the list page with the access code', () => {
    expect(privateLink('https://listok.example', 42, 'aB3-_x9Zq0Lm')).toBe(
      'https://listok.example/lists/42?ac=aB3-_x9Zq0Lm',
    );
  });

  it('encodes a code that is not URL-safe', () => {
    expect(privateLink('http://localhost:3000', 1, 'a b&c')).toBe('http://localhost:3000/lists/1?ac=a%20b%26c');
  });
});

describe('shareTargets', () => {
  const link = 'https://listok.example/lists/7?ac=code';
  const targets = shareTargets(link, 'Список «Дача & баня»');

  it('gives Telegram the link and the text separately', () => {
    const url = new URL(targets.telegram);
    expect(url.origin + url.pathname).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe(link);
    expect(url.searchParams.get('text')).toBe('Список «Дача & баня»');
  });

  it('gives WhatsApp one message with the text and the link', () => {
    const url = new URL(targets.whatsapp);
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`Список «Дача & баня» ${link}`);
  });

  it('gives Viber one message with the text and the link', () => {
    expect(targets.viber.startsWith('viber://forward?text=')).toBe(true);
    const text = decodeURIComponent(targets.viber.slice('viber://forward?text='.length));
    expect(text).toBe(`Список «Дача & баня» ${link}`);
    // The ampersand of the name must not end the parameter early.
    expect(targets.viber).not.toContain('&');
  });
});
