import { EyeIcon, EyeOffIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';

/** The show/hide button inside a password field: a toggle (aria-pressed) named "Show password". */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTexts();
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={t('login.showPassword')}
      onClick={onToggle}
      className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      {shown ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
