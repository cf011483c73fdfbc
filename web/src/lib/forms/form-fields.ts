import { issueKey, type ValidationKey } from '@listok/contract/base';
import type { FieldState } from '../../components/text-field';

/** What a contract schema's `safeParse` answers, as far as a form needs it. */
interface ParseOutcome {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}
export interface FormSchema {
  safeParse(values: unknown): ParseOutcome;
}

export type FieldValues<F extends string> = Record<F, string>;
export type FieldIssues<F extends string> = Partial<Record<F, ValidationKey>>;

/** A server's text for a field, kept while the field still holds the value it was given for. */
export interface ServerFieldError {
  text: string;
  value: string;
}
export type ServerFieldErrors<F extends string> = Partial<Record<F, ServerFieldError>>;

/** How a field looks: its colour and, when invalid, a message key to translate or a server's ready text. */
export interface FieldView {
  state: FieldState;
  messageKey?: ValidationKey;
  text?: string;
}

/** The first rule each field breaks (message keys such as `validation.email`), by a shared contract schema. */
export function fieldIssues<F extends string>(
  schema: FormSchema | undefined,
  fields: readonly F[],
  values: unknown,
): FieldIssues<F> {
  const issues: FieldIssues<F> = {};
  const result = schema?.safeParse(values);
  if (!result || result.success) return issues;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as F;
    if (fields.includes(field)) issues[field] ??= issueKey(issue.message);
  }
  return issues;
}

interface ViewInput<F extends string> {
  fields: readonly F[];
  values: FieldValues<F>;
  issues: FieldIssues<F>;
  /** Fields the user has left (or the form was submitted): only they are coloured. */
  judged: ReadonlySet<F>;
  serverErrors: ServerFieldErrors<F>;
  /** Fields that turn green when they pass; the others stay neutral (e.g. a password only the server can check). */
  greenFields: readonly F[];
}

/**
 * Each field's look: neutral until judged; then red with the broken rule, red with the server's text while the
 * value is the one the server refused, else green (or neutral for a field the client cannot really check).
 */
export function fieldViews<F extends string>(input: ViewInput<F>): Record<F, FieldView> {
  const view = (field: F): FieldView => {
    if (!input.judged.has(field)) return { state: 'idle' };
    const issue = input.issues[field];
    if (issue !== undefined) return { state: 'invalid', messageKey: issue };
    const server = input.serverErrors[field];
    if (server && server.value === input.values[field]) return { state: 'invalid', text: server.text };
    return { state: input.greenFields.includes(field) ? 'valid' : 'idle' };
  };
  return Object.fromEntries(input.fields.map((field) => [field, view(field)])) as Record<F, FieldView>;
}

/**
 * The server's per-field texts (`errors` of a 4xx answer) for the fields of this form. A text about a part of a field
 * (`steps.3`: a line of a field of lines) goes under that field, the first of them.
 */
export function serverFieldErrors<F extends string>(
  fields: readonly F[],
  errors: Record<string, string>,
  sent: FieldValues<F>,
): ServerFieldErrors<F> {
  const result: ServerFieldErrors<F> = {};
  for (const [key, text] of Object.entries(errors)) {
    const field = (fields.includes(key as F) ? key : key.split('.')[0]) as F;
    if (fields.includes(field)) result[field] ??= { text, value: sent[field] };
  }
  return result;
}
