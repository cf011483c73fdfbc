import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { AlertIcon, CheckIcon } from './icons';

/** idle: not judged yet; valid / invalid: coloured green / red (spec §2 Signup). */
export type FieldState = 'idle' | 'valid' | 'invalid';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  state?: FieldState;
  /** Shown under an invalid field and linked to it as its description. */
  error?: string;
  /** A control inside the field's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
}

const borders: Record<FieldState, string> = {
  idle: 'border-slate-300 focus:border-brand-600',
  valid: 'border-brand-600 bg-brand-50/40',
  invalid: 'border-red-600 bg-red-50/40',
};

export function TextField({ label, state = 'idle', error, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const showError = state === 'invalid' && error !== undefined;
  const hasIcon = trailing === undefined && state !== 'idle';
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          aria-invalid={state === 'idle' ? undefined : state === 'invalid'}
          aria-describedby={showError ? errorId : undefined}
          className={`block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 ${borders[state]} ${trailing || hasIcon ? 'pr-12' : ''}`}
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
      </div>
      {showError && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
