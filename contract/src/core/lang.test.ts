import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isLang, langCookie, langOfPreferences, langOfVisit, readCookie } from './lang.js';

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
  const fromCookies = (cookies: string) => langOfVisit(readCookie(cookies, langCookie), []);

  it('takes a supported language from the lang cookie of a Cookie header or document.cookie', () => {
    expect(fromCookies('lang=en')).toBe('en');
    expect(fromCookies('session=abc; lang=ru')).toBe('ru');
    expect(fromCookies('session=abc;lang=en;theme=dark')).toBe('en');
    expect(fromCookies('lang=%65n')).toBe('en');
  });

  it('falls back to Russian without a cookie or with an unsupported one (and no browser preference)', () => {
    expect(fromCookies('')).toBe('ru');
    expect(fromCookies('lang=de')).toBe('ru');
    expect(fromCookies('lang=EN')).toBe('ru');
    expect(fromCookies('xlang=en')).toBe('ru');
  });
});

describe('isLang', () => {
  it('accepts only ru and en', () => {
    expect(isLang('ru')).toBe(true);
    expect(isLang('EN')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

describe('the language of a first visit (no lang cookie)', () => {
  it('is English when the browser prefers English over Russian', () => {
    expect(langOfPreferences(['en-US', 'en', 'ru'])).toBe('en');
    expect(langOfPreferences(['en-GB'])).toBe('en');
    expect(langOfPreferences(['de-DE', 'en'])).toBe('en');
    expect(langOfPreferences(['EN_us'])).toBe('en');
  });

  it('is Russian when the browser prefers Russian, names neither, or names nothing', () => {
    expect(langOfPreferences(['ru-RU', 'ru', 'en-US', 'en'])).toBe('ru');
    expect(langOfPreferences(['uk', 'ru', 'en'])).toBe('ru');
    expect(langOfPreferences(['de', 'fr'])).toBe('ru');
    expect(langOfPreferences([])).toBe('ru');
    // "eng" and "rus" are other tags, not en and ru.
    expect(langOfPreferences(['eng', 'ru'])).toBe('ru');
  });

  it('reads Accept-Language by q-values, best first, keeping the order of equals', () => {
    expect(acceptedLanguages('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['ru-RU', 'ru', 'en-US', 'en']);
    expect(acceptedLanguages('ru;q=0.5, en;q=0.9')).toEqual(['en', 'ru']);
    expect(acceptedLanguages('de, en;q=0.8, ru;q=0.8')).toEqual(['de', 'en', 'ru']);
    expect(acceptedLanguages('en;Q=1.0,ru')).toEqual(['en', 'ru']);
  });

  it('leaves out q=0, the wildcard and malformed entries', () => {
    expect(acceptedLanguages('en;q=0, ru;q=0.1')).toEqual(['ru']);
    expect(acceptedLanguages('*, en;q=0.5')).toEqual(['en']);
    expect(acceptedLanguages('en;q=abc, ru;q=2, <script>, , fr')).toEqual(['fr']);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('follows the header: en before ru is English, ru before en or neither is Russian', () => {
    const of = (header: string) => langOfVisit(undefined, acceptedLanguages(header));
    expect(of('en-US,en;q=0.9')).toBe('en');
    expect(of('en-US,en;q=0.9,ru;q=0.8')).toBe('en');
    expect(of('ru;q=0.8,en;q=0.9')).toBe('en');
    expect(of('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(of('en;q=0.5,ru')).toBe('ru');
    expect(of('en;q=0,ru;q=0.1')).toBe('ru');
    expect(of('fr-FR,fr;q=0.9')).toBe('ru');
    expect(of('')).toBe('ru');
  });

  it('gives way to an explicit choice: the lang cookie always wins, and one naming no language does not count', () => {
    expect(langOfVisit('ru', ['en-US', 'en'])).toBe('ru');
    expect(langOfVisit('en', ['ru-RU'])).toBe('en');
    expect(langOfVisit('de', ['en-US'])).toBe('en');
    expect(langOfVisit('', ['ru'])).toBe('ru');
  });
});
