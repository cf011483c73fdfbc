import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductName } from '../items/list-items.js';
import { Email, LoginBody, Password, SignupBody, Username, usernameFrom } from './auth.js';

const valid = { email: 'anna.k@mail.ru', username: 'Анна_К', password: 'secret', password_re: 'secret' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('signup rules (spec §5)', () => {
  it('accepts a valid signup', () => {
    expect(SignupBody.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['ab@x.io', true],
    ['a.b-c_d@sub.example.com', true],
    [`${'a'.repeat(20)}@example.com`, true],
    ['a@example.com', false],
    [`${'a'.repeat(21)}@example.com`, false],
    ['anna@example', false],
    ['anna example.com', false],
    ['анна@example.com', false],
    ['', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(Email.safeParse(email).success).toBe(ok);
  });

  it.each([
    ['ab', true],
    ['Вася-Пупкин_2', true],
    ['Ёжик', true],
    ['a'.repeat(128), true],
    ['a', false],
    ['a'.repeat(129), false],
    ['two words', false],
    ['<b>', false],
    ['user@name', false],
  ])('username %j valid: %s', (username, ok) => {
    expect(Username.safeParse(username).success).toBe(ok);
  });

  it.each([
    ['123456', true],
    ['x'.repeat(20), true],
    ['12345', false],
    ['x'.repeat(21), false],
  ])('password %j valid: %s', (password, ok) => {
    expect(Password.safeParse(password).success).toBe(ok);
  });

  it('says which rule failed with a message key the clients translate', () => {
    expect(firstMessage(Email.safeParse('a@b'))).toBe('validation.email');
    expect(firstMessage(Username.safeParse('a'))).toBe('validation.usernameLength');
    expect(firstMessage(Username.safeParse('a b'))).toBe('validation.usernameChars');
    expect(firstMessage(Password.safeParse('123'))).toBe('validation.passwordLength');
    expect(firstMessage(Password.safeParse(''))).toBe('validation.required');
    expect(firstMessage(Email.safeParse(undefined))).toBe('validation.required');
  });

  it('requires the repeated password to match, reported on password_re', () => {
    const result = SignupBody.safeParse({ ...valid, password_re: 'secreT' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password_re'], message: 'validation.passwordsMismatch' }),
    ]);
  });

  it('trims the email and username', () => {
    const parsed = SignupBody.parse({ ...valid, email: ' anna.k@mail.ru ', username: ' Анна_К ' });
    expect(parsed.email).toBe('anna.k@mail.ru');
    expect(parsed.username).toBe('Анна_К');
  });
});

describe('sign-in body', () => {
  it('needs both fields and nothing else', () => {
    expect(LoginBody.safeParse({ _username: 'anna', _password: 'x' }).success).toBe(true);
    expect(LoginBody.safeParse({ _username: ' ', _password: 'x' }).success).toBe(false);
    expect(LoginBody.safeParse({ _username: 'anna' }).success).toBe(false);
  });
});

describe('a username made of any text (single sign-on)', () => {
  it.each([
    ['anna', 'anna'],
    ['Анна_К', 'Анна_К'],
    ['Йожик', 'Йожик'],
    ['anna.smith', 'anna_smith'],
    ['anna.smith@corp.example', 'anna_smith_corp_example'],
    ['Jürgen Müller', 'Jurgen_Muller'],
    ['ﬁsh', 'fish'],
    ['  __x-y__  ', 'x-y'],
    ['a..b', 'a_b'],
    ['李', undefined],
    ['a', undefined],
    ['', undefined],
  ])('%j → %j', (text, username) => {
    expect(usernameFrom(text)).toBe(username);
  });

  it('cuts to the length asked, leaving no separator at the end', () => {
    expect(usernameFrom('abc.def', 4)).toBe('abc');
    expect(usernameFrom('x'.repeat(300))).toHaveLength(128);
  });

  it('always answers a username the signup rules accept, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 2, max: 128 }), (text, max) => {
        const username = usernameFrom(text, max);
        if (username !== undefined) {
          expect(Username.safeParse(username).data).toBe(username);
          expect(username.length).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});

describe('catalogue names (spec §5)', () => {
  it.each([
    ['Молоко 3,2%', true],
    ['Liver pâté', true],
    ['Baby fruit/vegetable/meat purée', true],
    ['Сыр «Российский» (Алтай)', true],
    ['Витамин D', true],
    ['<script>', false],
    ['a'.repeat(257), false],
    ['', false],
  ])('%j valid: %s', (name, ok) => {
    expect(ProductName.safeParse(name).success).toBe(ok);
  });
});
