import { useId } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { CopyIcon } from '../../../components/icons';
import { showMessage } from '../../../lib/notices/notices';
import { useTexts } from '../../../lib/texts/texts';

/** One value to type into a calendar app, to select or copy. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTexts();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showMessage(t('calendarSetup.copied', { what: label }));
    } catch {
      showMessage(t('tokens.copyFailed'), 'warning');
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-11 min-w-0 flex-1 rounded-lg border border-amber-300 bg-white px-3 font-mono text-slate-900 text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('calendarSetup.copy', { what: label })}
          title={t('calendarSetup.copy', { what: label })}
          className={`${buttonStyles.secondary} shrink-0 px-3`}
        >
          <CopyIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
