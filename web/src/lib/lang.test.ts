import { describe, expect, it } from 'vitest';
import { isLang, langFromCookies, langOfPath, readCookie } from './lang';

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
});

describe('langFromCookies', () => {
  it('takes a supported language from the lang cookie', () => {
    expect(langFromCookies('lang=en')).toBe('en');
    expect(langFromCookies('lang=ru')).toBe('ru');
  });

  it('falls back to Russian without a cookie or with an unsupported one', () => {
    expect(langFromCookies('')).toBe('ru');
    expect(langFromCookies('lang=de')).toBe('ru');
  });
});

describe('langOfPath', () => {
  it('reads the code of a menu language entry', () => {
    expect(langOfPath('/api/lang/en')).toBe('en');
    expect(langOfPath('/api/lang/ru')).toBe('ru');
  });

  it('answers undefined for anything else', () => {
    expect(langOfPath('/api/lang/fr')).toBeUndefined();
    expect(langOfPath('/help')).toBeUndefined();
  });
});

describe('isLang', () => {
  it('accepts only ru and en', () => {
    expect(isLang('ru')).toBe(true);
    expect(isLang('EN')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
