import { describe, expect, it } from 'vitest';
import { safeNextPath, signInReturningTo, withNextPath } from './return-path';

describe('safeNextPath', () => {
  it('accepts a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/lists/5?ac=AbCdEf123456')).toBe('/lists/5?ac=AbCdEf123456');
    expect(safeNextPath('/vocabulary?name=%D0%BC%D0%BE%D0%BB&page=2')).toBe(
      '/vocabulary?name=%D0%BC%D0%BE%D0%BB&page=2',
    );
    expect(safeNextPath('/settings#settings-password')).toBe('/settings#settings-password');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses nothing, an empty text and relative paths', () => {
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
    expect(safeNextPath('')).toBeUndefined();
    expect(safeNextPath('lists/5')).toBeUndefined();
    expect(safeNextPath('./lists')).toBeUndefined();
  });

  it('refuses addresses of other sites', () => {
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('//evil.example/lists')).toBeUndefined();
    expect(safeNextPath('/\\evil.example')).toBeUndefined();
    expect(safeNextPath('/\\/evil.example')).toBeUndefined();
    expect(safeNextPath('https://evil.example/')).toBeUndefined();
    expect(safeNextPath('http:/evil.example')).toBeUndefined();
  });

  it('refuses schemes that run code', () => {
    expect(safeNextPath('javascript:alert(1)')).toBeUndefined();
    expect(safeNextPath('JavaScript:alert(1)')).toBeUndefined();
    expect(safeNextPath('data:text/html,<script>alert(1)</script>')).toBeUndefined();
  });

  it('refuses control characters browsers would drop to make another site', () => {
    expect(safeNextPath('/\t/evil.example')).toBeUndefined();
    expect(safeNextPath('/\n/evil.example')).toBeUndefined();
    expect(safeNextPath('/\r\n/evil.example')).toBeUndefined();
    expect(safeNextPath('/lists\u0000')).toBeUndefined();
  });

  it('refuses a backslash anywhere (browsers read it as a slash)', () => {
    expect(safeNextPath('/lists\\..\\..\\evil.example')).toBeUndefined();
  });

  it('refuses the sign-in and sign-up screens themselves', () => {
    expect(safeNextPath('/login')).toBeUndefined();
    expect(safeNextPath('/login?next=%2Flists')).toBeUndefined();
    expect(safeNextPath('/signup')).toBeUndefined();
  });

  it('encodes what is left raw', () => {
    expect(safeNextPath('/vocabulary?name=сыр плавленый')).toBe(
      '/vocabulary?name=%D1%81%D1%8B%D1%80%20%D0%BF%D0%BB%D0%B0%D0%B2%D0%BB%D0%B5%D0%BD%D1%8B%D0%B9',
    );
  });
});

describe('withNextPath', () => {
  it('adds the encoded path as next', () => {
    expect(withNextPath('/login', '/lists/5?ac=AbCdEf123456')).toBe('/login?next=%2Flists%2F5%3Fac%3DAbCdEf123456');
    expect(withNextPath('/signup', '/contacts')).toBe('/signup?next=%2Fcontacts');
  });

  it('is the bare route when there is nowhere safe to return to', () => {
    expect(withNextPath('/login', undefined)).toBe('/login');
    expect(withNextPath('/login', '//evil.example')).toBe('/login');
  });

  it('round-trips through the address', () => {
    const address = new URL(withNextPath('/login', '/lists/7?ac=x-y_z'), 'http://localhost');
    expect(safeNextPath(address.searchParams.get('next'))).toBe('/lists/7?ac=x-y_z');
  });
});

describe('signInReturningTo', () => {
  it('returns to the page where the 401 happened', () => {
    expect(signInReturningTo('/lists/5')).toBe('/login?next=%2Flists%2F5');
    expect(signInReturningTo('/vocabulary?page=2')).toBe('/login?next=%2Fvocabulary%3Fpage%3D2');
  });

  it('adds no next on the sign-in and sign-up screens', () => {
    expect(signInReturningTo('/login')).toBe('/login');
    expect(signInReturningTo('/login?next=%2Flists')).toBe('/login');
    expect(signInReturningTo('/signup')).toBe('/login');
  });
});
