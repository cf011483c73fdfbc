import { describe, expect, it } from 'vitest';
import {
  emptySignup,
  type SignupField,
  serverFieldErrors,
  signupFields,
  signupFieldViews,
  signupIssues,
} from './signup-fields';

const good = { email: 'anna.k@example.com', username: 'Анна_K', password: 'secret1', password_re: 'secret1' };
const all = new Set<SignupField>(signupFields);

describe('signupIssues (the shared SignupBody rules)', () => {
  it('finds nothing wrong with a good form', () => {
    expect(signupIssues(good)).toEqual({});
  });

  it('names every empty field as required', () => {
    expect(signupIssues(emptySignup)).toEqual({
      email: 'validation.required',
      username: 'validation.required',
      password: 'validation.required',
      password_re: 'validation.required',
    });
  });

  it('reports the rule each field breaks', () => {
    const issues = signupIssues({ email: 'a@example.com', username: 'a b', password: '12345', password_re: '12345' });
    expect(issues).toEqual({
      email: 'validation.email',
      username: 'validation.usernameChars',
      password: 'validation.passwordLength',
      password_re: 'validation.passwordLength',
    });
  });

  it('reports different passwords on the repeat field even while another field is wrong', () => {
    expect(signupIssues({ ...good, email: 'bad', password_re: 'secret2' })).toEqual({
      email: 'validation.email',
      password_re: 'validation.passwordsMismatch',
    });
  });
});

describe('signupFieldViews', () => {
  it('leaves untouched fields uncoloured', () => {
    const views = signupFieldViews({ ...good, email: 'bad' }, new Set(), {});
    for (const field of signupFields) expect(views[field]).toEqual({ state: 'idle' });
  });

  it('colours a touched field red with its message key, or green', () => {
    const views = signupFieldViews({ ...good, email: 'bad' }, new Set<SignupField>(['email', 'username']), {});
    expect(views.email).toEqual({ state: 'invalid', messageKey: 'validation.email' });
    expect(views.username).toEqual({ state: 'valid' });
    expect(views.password).toEqual({ state: 'idle' });
  });

  it('shows the server text while the field holds the refused value', () => {
    const server = serverFieldErrors({ username: 'Это имя уже занято' }, good);
    expect(signupFieldViews(good, all, server).username).toEqual({ state: 'invalid', text: 'Это имя уже занято' });
    expect(signupFieldViews({ ...good, username: 'Анна_K2' }, all, server).username).toEqual({ state: 'valid' });
  });

  it('prefers the broken rule to an older server text', () => {
    const server = serverFieldErrors({ email: 'taken' }, good);
    expect(signupFieldViews({ ...good, email: 'x' }, all, server).email).toEqual({
      state: 'invalid',
      messageKey: 'validation.email',
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps only the fields of the form', () => {
    expect(serverFieldErrors({ email: 'taken', _: 'whole body', other: 'x' }, good)).toEqual({
      email: { text: 'taken', value: good.email },
    });
  });
});
