import { buttonStyles } from '../../../../components/button-styles';
import { applyUpdate, updateWaiting } from '../../../../lib/browser/pwa';
import { useStore } from '../../../../lib/react/store';
import { useTexts } from '../../../../lib/texts/texts';

/** A new version was deployed and installed: the user decides when the page reloads into it (unsent changes wait). */
export function UpdatePrompt() {
  const { t } = useTexts();
  const waiting = useStore(updateWaiting);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-4"
    >
      {waiting && (
        <div className="pointer-events-auto flex w-full max-w-md flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:flex-row sm:items-center">
          <p className="flex-1 text-slate-800">{t('update.ready')}</p>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => updateWaiting.set(false)}
              className={`${buttonStyles.quiet} min-h-10 px-4 py-1.5`}
            >
              {t('update.later')}
            </button>
            <button
              type="button"
              onClick={() => void applyUpdate()}
              className={`${buttonStyles.primary} min-h-10 px-4 py-1.5`}
            >
              {t('update.reload')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
