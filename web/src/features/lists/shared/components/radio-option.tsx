import type { ReactNode } from 'react';
import { Radio } from 'react-aria-components';

const optionStyle =
  'group flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-slate-800 ring-1 ring-slate-200 ring-inset outline-none data-[selected]:bg-brand-50 data-[selected]:ring-brand-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[hovered]:bg-slate-50';

/** One choice of a React Aria RadioGroup in a dialog: a row as tall as a thumb, with the app's own round mark. */
export function RadioOption({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio value={value} className={optionStyle}>
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 group-data-[selected]:border-brand-700"
      >
        <span className="size-2.5 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100" />
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </Radio>
  );
}
