import { useTranslation } from 'react-i18next';

/** The checkbox that shows the password fields of one form as plain text. */
export function ShowPasswords({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-center gap-3 text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 rounded accent-brand-700"
      />
      {t('settings.showPasswords')}
    </label>
  );
}
