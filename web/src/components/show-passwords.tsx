/** The checkbox under a form's password fields that shows them as plain text. */
export function ShowPasswords({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 rounded accent-brand-700"
      />
      {label}
    </label>
  );
}
