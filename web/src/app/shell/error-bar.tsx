import { AlertIcon, CloseIcon } from '../../components/icons';
import { clearError, errorStore } from '../../lib/notices/notices';
import { useStore } from '../../lib/react/store';
import { useTexts } from '../../lib/texts/texts';

/** The closable red bar that shows the failure of any call (spec §8). */
export function ErrorBar() {
  const { t } = useTexts();
  const error = useStore(errorStore);
  if (!error) return null;
  return (
    <div
      role="alert"
      className="mt-4 flex items-start gap-3 rounded-xl bg-red-50 py-2 pr-2 pl-4 text-red-900 ring-1 ring-red-200"
    >
      <AlertIcon className="mt-2.5 size-5 shrink-0 text-red-700" />
      <p className="min-w-0 flex-1 py-2 font-medium wrap-anywhere">
        <span className="sr-only">{t('bars.error')}: </span>
        {error.text}
      </p>
      <button
        type="button"
        onClick={clearError}
        aria-label={t('bars.closeError')}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-red-800 hover:bg-red-100"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
