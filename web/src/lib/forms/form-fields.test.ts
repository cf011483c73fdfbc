import { ChangeEmailBody, ChangePasswordBody, RecoveryBody, SignupBody } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { fieldIssues, fieldViews, serverFieldErrors } from './form-fields';

const emailFields = ['email', 'password'] as const;
const passwordFields = ['password', 'newPassword', 'newPasswordRe'] as const;

describe('fieldIssues (by a contract schema)', () => {
  it('finds nothing wrong with good values', () => {
    expect(fieldIssues(ChangeEmailBody, emailFields, { email: 'anna.k@example.com', password: 'x' })).toEqual({});
  });

  it('reports the first rule each field breaks', () => {
    expect(fieldIssues(ChangeEmailBody, emailFields, { email: 'a@b.c', password: '' })).toEqual({
      email: 'validation.email',
      password: 'validation.required',
    });
  });

  it('does not judge the old password of a password change (spec §5)', () => {
    const values = { password: '', newPassword: 'secret1', newPasswordRe: 'secret1' };
    expect(fieldIssues(ChangePasswordBody, passwordFields, values)).toEqual({});
  });

  it('reports different new passwords on the repeat field', () => {
    const values = { password: 'old', newPassword: 'secret1', newPasswordRe: 'secret2' };
    expect(fieldIssues(ChangePasswordBody, passwordFields, values)).toEqual({
      newPasswordRe: 'validation.passwordsMismatch',
    });
  });

  it('reports a short password by its length, and a short repeat by its length rather than the mismatch', () => {
    const values = { password: '', newPassword: '123', newPasswordRe: '12' };
    expect(fieldIssues(ChangePasswordBody, passwordFields, values)).toEqual({
      newPassword: 'validation.passwordLength',
      newPasswordRe: 'validation.passwordLength',
    });
  });

  it('leaves out fields that are not on the form (the recovery token)', () => {
    const fields = ['password', 'passwordRe'] as const;
    expect(fieldIssues(RecoveryBody, fields, { password: 'secret1', passwordRe: 'secret1', token: '' })).toEqual({});
    expect(fieldIssues(RecoveryBody, fields, { password: 'secret1', passwordRe: 'secret9', token: 't' })).toEqual({
      passwordRe: 'validation.passwordsMismatch',
    });
  });

  it('judges nothing without a schema', () => {
    expect(fieldIssues(undefined, emailFields, { email: '', password: '' })).toEqual({});
  });
});

describe('fieldViews', () => {
  const values = { email: 'bad', password: 'secret' };
  const issues = { email: 'validation.email' } as const;
  const base = { fields: emailFields, values, issues, serverErrors: {}, greenFields: ['email'] as const };

  it('leaves fields neutral until judged', () => {
    const views = fieldViews({ ...base, judged: new Set<(typeof emailFields)[number]>() });
    expect(views).toEqual({ email: { state: 'idle' }, password: { state: 'idle' } });
  });

  it('colours a broken field red and keeps a server-checked field neutral when it passes', () => {
    const views = fieldViews({ ...base, judged: new Set(emailFields) });
    expect(views.email).toEqual({ state: 'invalid', messageKey: 'validation.email' });
    expect(views.password).toEqual({ state: 'idle' });
  });

  it('colours a passing green field green', () => {
    const good = { ...base, values: { ...values, email: 'anna.k@example.com' }, issues: {} };
    expect(fieldViews({ ...good, judged: new Set(emailFields) }).email).toEqual({ state: 'valid' });
  });

  it('shows the server text while the field holds the refused value', () => {
    const serverErrors = serverFieldErrors(emailFields, { password: 'The current password is wrong' }, values);
    const judged = new Set(emailFields);
    expect(fieldViews({ ...base, judged, serverErrors }).password).toEqual({
      state: 'invalid',
      text: 'The current password is wrong',
    });
    const changed = { ...base, values: { ...values, password: 'other' }, judged, serverErrors };
    expect(fieldViews(changed).password).toEqual({ state: 'idle' });
  });

  it('prefers a broken rule to an older server text', () => {
    const serverErrors = serverFieldErrors(emailFields, { email: 'taken' }, values);
    const views = fieldViews({ ...base, judged: new Set(emailFields), serverErrors });
    expect(views.email).toEqual({ state: 'invalid', messageKey: 'validation.email' });
  });
});

describe('serverFieldErrors', () => {
  it('keeps only the fields of the form, with the value each text was given for', () => {
    const sent = { email: 'a@example.com', password: 'pw' };
    expect(serverFieldErrors(emailFields, { email: 'taken', token: 'bad', other: 'x' }, sent)).toEqual({
      email: { text: 'taken', value: 'a@example.com' },
    });
  });

  it('puts a text about a line of a field under that field, the first of them', () => {
    const fields = ['name', 'steps'] as const;
    const sent = { name: 'Блины', steps: 'a\nb' };
    const errors = { 'steps.1': 'Too long', 'steps.0': 'Empty', 'stepsOther.0': 'x', 'name.x': 'Bad' };
    expect(serverFieldErrors(fields, errors, sent)).toEqual({
      steps: { text: 'Too long', value: 'a\nb' },
      name: { text: 'Bad', value: 'Блины' },
    });
  });
});

describe('fieldIssues of the signup form (the shared SignupBody rules)', () => {
  const signupFields = ['email', 'username', 'password', 'password_re'] as const;
  const good = { email: 'anna.k@example.com', username: 'Анна_K', password: 'secret1', password_re: 'secret1' };
  const issuesOf = (values: Record<(typeof signupFields)[number], string>) =>
    fieldIssues(SignupBody, signupFields, values);

  it('finds nothing wrong with a good form and names every empty field as required', () => {
    expect(issuesOf(good)).toEqual({});
    expect(issuesOf({ email: '', username: '', password: '', password_re: '' })).toEqual({
      email: 'validation.required',
      username: 'validation.required',
      password: 'validation.required',
      password_re: 'validation.required',
    });
  });

  it('reports the rule each field breaks', () => {
    expect(issuesOf({ email: 'a@example.com', username: 'a b', password: '12345', password_re: '12345' })).toEqual({
      email: 'validation.email',
      username: 'validation.usernameChars',
      password: 'validation.passwordLength',
      password_re: 'validation.passwordLength',
    });
  });

  it('reports different passwords on the repeat field even while another field is wrong', () => {
    expect(issuesOf({ ...good, email: 'bad', password_re: 'secret2' })).toEqual({
      email: 'validation.email',
      password_re: 'validation.passwordsMismatch',
    });
  });
});
