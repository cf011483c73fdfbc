import type { ReactNode } from 'react';

const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

interface TableCardProps {
  /** Another page, search or sort is loading: the rows shown are the previous ones, dimmed. */
  busy?: boolean;
  /**
   * The id of the table's caption, for a table that may be wider than the screen: it then scrolls sideways inside a
   * region named by the caption, which a keyboard user can reach (WCAG 2.1.1).
   */
  scrollLabelledBy?: string;
  /** Extra classes of the scrolling region. */
  scrollClassName?: string;
  children: ReactNode;
}

/** The white card a data table sits in. */
export function TableCard({ busy = false, scrollLabelledBy, scrollClassName = '', children }: TableCardProps) {
  return (
    <div
      aria-busy={busy || undefined}
      className={`overflow-hidden ${card} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {scrollLabelledBy === undefined ? (
        children
      ) : (
        <section
          aria-labelledby={scrollLabelledBy}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className={`relative overflow-x-auto ${scrollClassName}`}
        >
          {children}
        </section>
      )}
    </div>
  );
}

/** In place of a table: no rows to show (nothing found, or nothing yet). */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <p className={`${card} px-5 py-8 text-center text-slate-700`}>{children}</p>;
}
