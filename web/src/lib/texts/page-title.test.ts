import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('ends a Russian title with the Russian product name', () => {
    expect(pageTitle('Вход в приложение', 'ru')).toBe('Вход в приложение — Листок');
  });

  it('ends an English title with the English product name', () => {
    expect(pageTitle('Log in to the app', 'en')).toBe('Log in to the app — Listok');
  });

  it('is just the product name for an empty title', () => {
    expect(pageTitle('', 'en')).toBe('Listok');
    expect(pageTitle(' ', 'ru')).toBe('Листок');
  });
});
