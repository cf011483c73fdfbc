import { describe, expect, it } from 'vitest';
import { isLang, langFromCookies, langOfCookie, readCookie } from './lang.js';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; lang=en; b=2', 'lang')).toBe('en');
  });

  it('does not match a cookie whose name only ends the same', () => {
    expect(readCookie('xlang=en', 'lang')).toBeUndefined();
  });

  it('decodes the value and keeps "=" inside it', () => {
    expect(readCookie('token=a%20b=c', 'token')).toBe('a b=c');
  });

  it('gives a value that is not valid percent-encoding back as it is', () => {
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });
});

describe('the language cookie (the server before and after routing, the web client at start)', () => {
  it('takes a supported language from the lang cookie of a Cookie header or document.cookie', () => {
    expect(langFromCookies('lang=en')).toBe('en');
    expect(langFromCookies('session=abc; lang=ru')).toBe('ru');
    expect(langFromCookies('session=abc;lang=en;theme=dark')).toBe('en');
    expect(langFromCookies('lang=%65n')).toBe('en');
  });

  it('falls back to Russian without a cookie or with an unsupported one', () => {
    expect(langFromCookies('')).toBe('ru');
    expect(langFromCookies('lang=de')).toBe('ru');
    expect(langFromCookies('lang=EN')).toBe('ru');
    expect(langFromCookies('xlang=en')).toBe('ru');
    expect(langOfCookie(undefined)).toBe('ru');
    expect(langOfCookie('en')).toBe('en');
  });
});

describe('isLang', () => {
  it('accepts only ru and en', () => {
    expect(isLang('ru')).toBe(true);
    expect(isLang('EN')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
