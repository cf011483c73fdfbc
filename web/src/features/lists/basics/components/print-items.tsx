import type { ListItem, StoreRef } from '@listok/contract';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { CheckIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { listLine } from '../list-text';

/**
 * The items on paper, in the screen's order: a box to tick by hand (ticked when bought), the name (with the note, a
 * to-do's due, repeat and doer, and the shops that have the good under it, as its row has them) and the amount, black
 * on white. Hidden on screens; the list screen shows it instead of its table when printed. `stores`: the list's shops,
 * when known.
 */
export function PrintItems({
  items,
  stores,
}: {
  items: readonly ListItem[];
  stores?: readonly StoreRef[] | undefined;
}) {
  const { t, lang } = useTexts();
  const printing = usePrinting();
  // Drawn only for paper: a second copy of every row would double the screen's work on every answer.
  if (!printing) return null;
  if (items.length === 0) {
    return (
      <p data-print className="mt-6 hidden print:block">
        {t('items.emptyReadOnly')}
      </p>
    );
  }
  return (
    <ul data-print className="mt-6 hidden border-black border-t print:block">
      {items.map((item) => {
        const line = listLine(item, lang, stores);
        return (
          <li key={item.id} className="flex break-inside-avoid items-baseline gap-3 border-slate-400 border-b py-2">
            <span className="relative top-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border-[1.5px] border-black">
              {line.done && <CheckIcon className="size-3.5" />}
            </span>
            <span className={`min-w-0 flex-1 break-words ${line.done ? 'line-through' : ''}`}>
              {line.name}
              {line.note && <span className="block text-sm">{line.note}</span>}
              {line.due && <span className="block text-sm">{line.due}</span>}
              {line.doer && <span className="block text-sm">{line.doer}</span>}
              {line.where && <span className="block text-sm">{line.where}</span>}
            </span>
            <span className="shrink-0 whitespace-nowrap tabular-nums">{line.amount}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Whether the page is being printed: from `beforeprint` (drawn at once, before the browser lays out the pages) or the
 * print media query (also when a test emulates print), until `afterprint`.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia('print').matches);
  useEffect(() => {
    const media = window.matchMedia('print');
    const onMedia = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    media.addEventListener('change', onMedia);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    // A change between the first render and this effect had no listener yet.
    onMedia();
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
