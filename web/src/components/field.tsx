import { type ReactNode, useId } from 'react';

/** idle: not judged yet; valid / invalid: coloured green / red (spec §2 Signup). */
export type FieldState = 'idle' | 'valid' | 'invalid';

/** The border (and tint) of a field's control in each state. */
export const fieldBorders: Record<FieldState, string> = {
  idle: 'border-slate-300 focus:border-brand-600',
  valid: 'border-brand-600 bg-brand-50/40',
  invalid: 'border-red-600 bg-red-50/40',
};

/** The box of a single-line control (input or select); add the padding and `fieldBorders[state]`. */
export const controlStyle =
  'block min-h-11 w-full rounded-xl border bg-white py-2.5 text-base text-slate-900 shadow-xs transition-colors';

/** The label above a field's control. */
export const labelStyle = 'block font-medium text-slate-800 text-sm';

/** What a field's control must carry so that its label and its message belong to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  state: FieldState;
  /** Shown under an invalid field and linked to it as its description. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label above a control and, when the field is invalid, its message under it (TextField, SelectField). */
export function Field({ label, state, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const showError = state === 'invalid' && error !== undefined;
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <div className="relative mt-1.5">
        {children({
          id,
          'aria-invalid': state === 'idle' ? undefined : state === 'invalid',
          'aria-describedby': showError ? errorId : undefined,
        })}
      </div>
      {showError && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
