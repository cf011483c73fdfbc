import { describe, expect, it } from 'vitest';
import { langOfPath } from './lang';

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
