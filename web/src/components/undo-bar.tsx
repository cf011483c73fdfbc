import { useEffect } from 'react';
import { useTexts } from '../lib/texts/texts';
import { acceptUndo, dismissUndo, useUndoOffer } from '../lib/undo/undo-offer';
import { UndoIcon } from './icons';

/**
 * The bar at the bottom of a screen after a change that can be taken back (a tick, a deletion, a recipe put on a
 * list): what happened and an Undo button, for 5 seconds.
 * Ctrl+Z (⌘Z) takes it back too, unless the focus is in a text field (where it undoes typing).
 */
export function UndoBar() {
  const { t } = useTexts();
  const offer = useUndoOffer();

  useEffect(() => {
    if (!offer) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input:not([type=checkbox]), textarea, [contenteditable=true]')) return;
      event.preventDefault();
      acceptUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [offer]);

  // The offer belongs to the screen it was made on.
  useEffect(() => () => dismissUndo(), []);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-3 pb-[max(1rem,env(safe-area-inset-bottom))] print:hidden"
    >
      {offer && (
        <div
          key={offer.id}
          className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
        >
          <p className="min-w-0 flex-1 break-words">{offer.text}</p>
          <button
            type="button"
            onClick={acceptUndo}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 font-semibold text-brand-200 hover:bg-white/10"
          >
            <UndoIcon className="size-4" />
            {t('dialog.undo')}
          </button>
        </div>
      )}
    </div>
  );
}
