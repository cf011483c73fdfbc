import { SignupBody } from '@listok/contract';
import type { FieldState } from '../../components/field';

export const signupFields = ['email', 'username', 'password', 'password_re'] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupValues = Record<SignupField, string>;

export const emptySignup: SignupValues = { email: '', username: '', password: '', password_re: '' };

/** A server's text for a field, kept while the field still holds the value it was given for. */
export interface ServerFieldError {
  text: string;
  value: string;
}
export type ServerFieldErrors = Partial<Record<SignupField, ServerFieldError>>;

/** How a field looks: its colour and, when invalid, a message key to translate or a server's ready text. */
export interface FieldView {
  state: FieldState;
  messageKey?: string;
  text?: string;
}

const isSignupField = (key: unknown): key is SignupField => signupFields.includes(key as SignupField);

/** The first rule each field breaks (message keys such as `validation.email`), by the shared schema. */
export function signupIssues(values: SignupValues): Partial<Record<SignupField, string>> {
  const result = SignupBody.safeParse(values);
  const issues: Partial<Record<SignupField, string>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isSignupField(field)) issues[field] ??= issue.message;
  }
  return issues;
}

/**
 * Each field's look: idle until touched (or the form submitted); then red with the broken rule, red with the
 * server's text while the value is the one the server refused, or green.
 */
export function signupFieldViews(
  values: SignupValues,
  judged: ReadonlySet<SignupField>,
  serverErrors: ServerFieldErrors,
): Record<SignupField, FieldView> {
  const issues = signupIssues(values);
  const view = (field: SignupField): FieldView => {
    if (!judged.has(field)) return { state: 'idle' };
    const issue = issues[field];
    if (issue !== undefined) return { state: 'invalid', messageKey: issue };
    const server = serverErrors[field];
    if (server && server.value === values[field]) return { state: 'invalid', text: server.text };
    return { state: 'valid' };
  };
  return Object.fromEntries(signupFields.map((field) => [field, view(field)])) as Record<SignupField, FieldView>;
}

/** The server's per-field texts (`errors` of a 400/409 answer) for the fields of this form. */
export function serverFieldErrors(errors: Record<string, string>, sent: SignupValues): ServerFieldErrors {
  const result: ServerFieldErrors = {};
  for (const [field, text] of Object.entries(errors)) {
    if (isSignupField(field)) result[field] = { text, value: sent[field] };
  }
  return result;
}
