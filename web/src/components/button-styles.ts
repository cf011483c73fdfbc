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

/** An inline text link. */
export const linkStyle =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';
