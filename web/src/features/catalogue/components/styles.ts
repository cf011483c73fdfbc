/** Class names of the catalogue table's own controls. */
export const catalogueStyles = {
  /** A square icon-only button, 40 px (the row keeps its height on a phone). */
  icon: 'inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50',
  /** A compact input of a row being edited. */
  cellInput:
    'block min-h-10 w-full min-w-0 rounded-lg border bg-white px-2.5 py-1.5 text-base text-slate-900 transition-colors',
  cell: 'px-3 py-3 align-top',
  /**
   * The actions column stays at the right edge while a narrow screen scrolls the table sideways. Its cells need an
   * opaque background (a row's: `bg-inherit`), so the cells scrolling under them do not show through.
   */
  stickyActions: 'sticky right-0 px-2 shadow-[-10px_0_10px_-10px_rgb(15_23_42/0.25)] lg:shadow-none',
  headerCell: 'px-3 py-3 font-semibold',
} as const;

export const cellInputBorder = (invalid: boolean) =>
  invalid ? 'border-red-600 bg-red-50/40' : 'border-slate-300 focus:border-brand-600';
