const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Class names of the app's buttons, for <button> and for links that look like buttons. */
export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${base} bg-white text-brand-800 ring-1 ring-brand-300 ring-inset hover:bg-brand-50`,
  quiet: `${base} text-slate-700 hover:bg-slate-100`,
  /** Like primary, red: the positive button of a dialog that destroys something. */
  danger: `${base} bg-red-700 text-white shadow-sm hover:bg-red-800`,
  /** A square icon-only button, at least 44 px (a comfortable tap target). */
  icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50',
} as const;

/**
 * Native radio buttons drawn as one segmented control (the theme switch, the Spending page's period): the group is a
 * row on a grey track, each option a `<label>` holding its radio (`sr-only`), the checked one raised in white.
 */
export const segmentedStyles = {
  group: 'inline-flex gap-0.5 rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset',
  option:
    'flex min-h-10 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 font-medium text-slate-700 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-slate-200 has-focus-visible:outline-3 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-2',
} as const;

/** An inline text link. */
export const linkStyle =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';
