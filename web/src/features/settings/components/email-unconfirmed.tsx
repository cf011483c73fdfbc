import { buttonStyles } from '../../../components/button-styles';
import { useTexts } from '../../../lib/texts/texts';
import { useSendConfirmation } from '../api/send-confirmation';

/**
 * Under an email that is not confirmed yet: what to do, and "send again" (a new link; the server limits how often).
 * Single sign-on finds the account by its email only once it is confirmed.
 */
export function EmailUnconfirmed() {
  const { t } = useTexts();
  const send = useSendConfirmation();
  return (
    <div className="mt-1 flex flex-col items-start gap-2">
      <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 font-medium text-amber-900 text-sm ring-1 ring-amber-200">
        {t('settings.emailUnconfirmed')}
      </span>
      <span className="text-slate-600 text-sm">{t('settings.emailUnconfirmedHint')}</span>
      <button
        type="button"
        disabled={send.isPending}
        onClick={() => send.mutate()}
        className={`${buttonStyles.secondary} min-h-10 px-4 py-1.5 text-sm`}
      >
        {send.isPending ? t('settings.sending') : t('settings.sendAgain')}
      </button>
      <p role="status" className="text-slate-700 text-sm empty:hidden">
        {send.isSuccess ? send.data.message : ''}
      </p>
    </div>
  );
}
