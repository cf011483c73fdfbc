import type { CreatedApiToken } from '@listok/contract';
import { useId } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { AlertIcon, CopyIcon } from '../../../components/icons';
import { showMessage } from '../../../lib/notices/notices';
import { useTexts } from '../../../lib/texts/texts';

/** The token just made, shown this once: a warning, the token to select, and a copy button. */
export function NewTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const { t } = useTexts();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      showMessage(t('tokens.copied'));
    } catch {
      showMessage(t('tokens.copyFailed'), 'warning');
    }
  };
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="flex items-start gap-2 font-medium text-amber-950">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        {t('tokens.once', { name: token.name })}
      </p>
      <label htmlFor={id} className="sr-only">
        {t('tokens.theToken')}
      </label>
      <input
        id={id}
        readOnly
        value={token.token}
        onFocus={(event) => event.currentTarget.select()}
        className="block min-h-11 w-full rounded-lg border border-amber-300 bg-white px-3 font-mono text-slate-900 text-sm"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" onClick={() => void copy()} className={`${buttonStyles.primary} sm:self-start`}>
          <CopyIcon className="size-5" />
          {t('tokens.copy')}
        </button>
        <button type="button" onClick={onDone} className={`${buttonStyles.secondary} sm:self-start`}>
          {t('tokens.done')}
        </button>
      </div>
    </div>
  );
}
