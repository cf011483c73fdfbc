import { type SelectHTMLAttributes, useId } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import type { FieldState } from '../../../components/text-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  label: string;
  /** The first option, with an empty value: "choose…" on a form, "any" on a filter. */
  emptyOption: string;
  options: readonly { id: number; label: string }[];
  state?: FieldState;
  /** Shown under an invalid field and linked to it as its description. */
  error?: string;
}

const borders: Record<FieldState, string> = {
  idle: 'border-slate-300 focus:border-brand-600',
  valid: 'border-brand-600 bg-brand-50/40',
  invalid: 'border-red-600 bg-red-50/40',
};

/** A native select that looks and reports like the app's TextField (green / red, message under it). */
export function SelectField({ label, emptyOption, options, state = 'idle', error, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const showError = state === 'invalid' && error !== undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          aria-invalid={state === 'idle' ? undefined : state === 'invalid'}
          aria-describedby={showError ? errorId : undefined}
          className={`block min-h-11 w-full appearance-none rounded-xl border bg-white py-2.5 pr-10 pl-3.5 text-base text-slate-900 shadow-xs transition-colors ${borders[state]}`}
          {...select}
        >
          <option value="">{emptyOption}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
      </div>
      {showError && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
