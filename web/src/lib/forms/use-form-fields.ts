import { type ChangeEvent, useState } from 'react';
import { ApiError } from '../api/api';
import { useTexts } from '../texts/texts';
import { useFocusFirstInvalid } from './focus-first-invalid';
import {
  type FieldValues,
  type FieldView,
  type FormSchema,
  fieldIssues,
  fieldViews,
  type ServerFieldErrors,
  serverFieldErrors,
} from './form-fields';

interface FormFieldsOptions<F extends string> {
  fields: readonly F[];
  initial: FieldValues<F>;
  /** The contract schema of the request; without one the client judges nothing and only server texts show. */
  schema?: FormSchema;
  /** Values the schema needs that are not fields of the form (e.g. a token from the address). */
  extra?: Record<string, unknown>;
  greenFields?: readonly F[];
}

/**
 * State of a form whose rules come from a contract schema: values, which fields are judged, the server's field
 * texts; after a refused submit the first red field takes the focus (focus-first-invalid.ts).
 */
export function useFormFields<F extends string>({
  fields,
  initial,
  schema,
  extra,
  greenFields = [],
}: FormFieldsOptions<F>) {
  const { t } = useTexts();
  const { container: form, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState(initial);
  // Leaving a field the user has not changed judges nothing: an emptied form does not turn red on the next click.
  const [baseline, setBaseline] = useState(initial);
  const [judged, setJudged] = useState<ReadonlySet<F>>(new Set());
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors<F>>({});
  const issues = fieldIssues(schema, fields, { ...values, ...extra });
  const views = fieldViews({ fields, values, issues, judged, serverErrors, greenFields });

  const messageOf = (view: FieldView) => view.text ?? (view.messageKey ? t(view.messageKey) : undefined);

  const field = (name: F) => ({
    name,
    value: values[name],
    state: views[name].state,
    error: messageOf(views[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      if (values[name] !== baseline[name]) setJudged((current) => new Set(current).add(name));
    },
  });

  return {
    form,
    values,
    setValues,
    field,
    /** Judges every field; true when the client rules pass, else the first red field takes the focus. */
    check(): boolean {
      setJudged(new Set(fields));
      const ok = Object.keys(issues).length === 0;
      if (!ok) focusFirstInvalid();
      return ok;
    },
    /** Puts the server's field texts of a refused request under the fields it names. */
    refused(error: unknown, sent: FieldValues<F>) {
      if (!(error instanceof ApiError)) return;
      const found = serverFieldErrors(fields, error.fieldErrors, sent);
      setServerErrors(found);
      if (Object.keys(found).length > 0) {
        setJudged(new Set(fields));
        focusFirstInvalid();
      }
    },
    /** Empties the form (or sets new values) and forgets every judgement. */
    reset(next: FieldValues<F> = initial) {
      setValues(next);
      setBaseline(next);
      setJudged(new Set());
      setServerErrors({});
    },
  };
}
