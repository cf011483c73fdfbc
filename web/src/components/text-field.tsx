import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlStyle, Field, type FieldState, fieldBorders } from './field';
import { AlertIcon, CheckIcon } from './icons';

export type { FieldState } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  state?: FieldState;
  /** Shown under an invalid field and linked to it as its description. */
  error?: string;
  /** A control inside the field's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
}

export function TextField({ label, state = 'idle', error, trailing, ...input }: TextFieldProps) {
  const hasIcon = trailing === undefined && state !== 'idle';
  return (
    <Field label={label} state={state} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            className={`${controlStyle} px-3.5 placeholder:text-slate-500 ${fieldBorders[state]} ${trailing || hasIcon ? 'pr-12' : ''}`}
            {...input}
          />
          {hasIcon && (
            <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center">
              {state === 'valid' ? (
                <CheckIcon className="size-5 text-brand-700" />
              ) : (
                <AlertIcon className="size-5 text-red-600" />
              )}
            </span>
          )}
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </>
      )}
    </Field>
  );
}

/** A field for a web address: the keyboard for addresses, no autocompletion and no spelling marks. */
export function LinkField(props: TextFieldProps) {
  return <TextField type="url" inputMode="url" autoComplete="off" spellCheck={false} {...props} />;
}
