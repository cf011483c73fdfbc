import { buttonStyles } from '../../../../components/button-styles';

/** Class names of the lists screens' own controls, next to the app's `buttonStyles`. */
export const listStyles = {
  danger: buttonStyles.danger,
  icon: buttonStyles.icon,
  /** A compact button next to other controls. */
  small:
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-3.5 py-2 font-semibold text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  input:
    'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-brand-600',
  /** The list's action buttons: compact on a phone so two fit in a row, full size from sm up. */
  actionPrimary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-3.5 py-2 font-semibold text-sm text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:px-5 sm:text-base',
  actionSecondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-white px-3.5 py-2 font-semibold text-brand-800 text-sm ring-1 ring-brand-300 ring-inset transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 sm:px-5 sm:text-base',
  actionQuiet:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3.5 py-2 font-semibold text-slate-700 text-sm transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 sm:px-5 sm:text-base',
  /** A square icon-only action of the list's header (its one menu), as tall as the other actions. */
  actionIcon:
    'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-slate-800 ring-1 ring-slate-300 ring-inset transition-colors hover:bg-slate-100 data-[pressed]:bg-slate-100',
  card: 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
  /**
   * The pop-up of a menu (the list's actions, the items' view and order, the bell); never on paper, where a print started from
   * it would catch it. As tall as the screen allows, scrolling inside beyond that (React Aria sets its max height); at
   * most as wide as the screen less React Aria's 12 px margins, so a long item wraps instead of touching the edge.
   */
  menuPopover:
    'min-w-60 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 print:hidden',
  menuItem:
    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-900',
  /** The line between groups of menu items. */
  menuSeparator: 'mx-2 my-1 h-px bg-slate-200',
} as const;
