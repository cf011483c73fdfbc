import { type TextareaHTMLAttributes, useId } from 'react';
import { type FieldState, fieldBorders, labelStyle } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id' | 'value'> {
  label: string;
  value: string;
  /** The most characters, counted under the field unless `counter` says what to count. */
  maxLength?: number;
  /** What the counter under the field counts, e.g. lines: by default the characters against `maxLength`. */
  counter?: { value: number; max: number };
  /** Read out with the field, e.g. the limit (the visible counter is not read at every keystroke). */
  hint: string;
  state?: FieldState;
  error?: string;
}

/** A labelled multi-line field with a counter, styled like TextField (red when invalid, never green). */
export function TextAreaField({
  label,
  value,
  maxLength,
  counter,
  hint,
  state = 'idle',
  error,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = state === 'invalid' && error !== undefined;
  const counted = counter ?? (maxLength === undefined ? undefined : { value: value.length, max: maxLength });
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={state === 'invalid' ? true : undefined}
        aria-describedby={showError ? `${errorId} ${hintId}` : hintId}
        className={`mt-1.5 block min-h-40 w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 ${fieldBorders[state === 'invalid' ? 'invalid' : 'idle']}`}
        {...textarea}
      />
      <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
        <p id={errorId} className="text-red-700">
          {showError ? error : ''}
        </p>
        <p className="shrink-0 text-slate-600 tabular-nums">
          <span id={hintId} className="sr-only">
            {hint}
          </span>
          {counted && (
            <span aria-hidden="true">
              {counted.value} / {counted.max}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
