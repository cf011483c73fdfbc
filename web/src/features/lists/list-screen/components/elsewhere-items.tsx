import { type ComponentProps, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { ItemsTable } from '../../items/components/items-table';

type ElsewhereItemsProps = ComponentProps<typeof ItemsTable>;

/**
 * In a shop, the goods tied only to the list's other shops: folded under one line «Только в других магазинах (3)», so
 * the shop's own goods come first; unfolded, in the view of the rest (by department, or plain).
 */
export function ElsewhereItems(props: ElsewhereItemsProps) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left font-semibold text-slate-700 text-sm hover:bg-slate-100"
      >
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? '' : '-rotate-90'}`} />
        {t('departments.elsewhere', { count: props.items.length })}
      </button>
      <div id={id} hidden={!open} className="mt-1">
        {open && <ItemsTable {...props} />}
      </div>
    </div>
  );
}
