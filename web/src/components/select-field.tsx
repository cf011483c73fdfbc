import type { SelectHTMLAttributes } from 'react';
import { controlStyle, Field, type FieldState, fieldBorders } from './field';
import { ChevronDownIcon } from './icons';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {
  label: string;
  /** The first option, with an empty value: "choose…" on a form, "any" on a filter. */
  emptyOption: string;
  options: readonly { id: number; label: string }[];
  state?: FieldState;
  /** Shown under an invalid field and linked to it as its description. */
  error?: string;
}

/** A native select that looks and reports like TextField (green / red, message under it). */
export function SelectField({ label, emptyOption, options, state = 'idle', error, ...select }: SelectFieldProps) {
  return (
    <Field label={label} state={state} error={error}>
      {(control) => (
        <>
          <select
            {...control}
            className={`${controlStyle} appearance-none pr-10 pl-3.5 ${fieldBorders[state]}`}
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
        </>
      )}
    </Field>
  );
}
