import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { buttonStyles } from './button-styles';
import { controlStyle, Field, fieldBorders } from './field';
import { ChevronDownIcon } from './icons';

/** The currencies a family of this app most likely pays in, offered first; the rest follow by name. */
const nearCurrencies = ['RUB', 'EUR', 'USD', 'GBP', 'BYN', 'KZT', 'UAH', 'GEL', 'AMD', 'AZN', 'UZS', 'TRY', 'ILS'];

interface CurrencyOption {
  code: string;
  label: string;
}

/** Every ISO 4217 currency the browser knows, named in `lang` («RUB — российский рубль»): the near ones, the rest. */
export function currencyOptions(lang: string): { near: CurrencyOption[]; rest: CurrencyOption[] } {
  const names = new Intl.DisplayNames([lang], { type: 'currency' });
  const optionOf = (code: string) => ({ code, label: `${code} — ${names.of(code) ?? code}` });
  const known = Intl.supportedValuesOf('currency');
  const near = nearCurrencies.filter((code) => known.includes(code)).map(optionOf);
  const rest = known
    .filter((code) => !nearCurrencies.includes(code))
    .map(optionOf)
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  return { near, rest };
}

interface CurrencySelectProps {
  label: string;
  /** The heading of the other currencies' group. */
  othersLabel: string;
  lang: string;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** A native select of the currencies (a phone shows its own picker), the near ones first. */
export function CurrencySelect({ label, othersLabel, lang, value, onChange, disabled }: CurrencySelectProps) {
  const { near, rest } = useMemo(() => currencyOptions(lang), [lang]);
  const option = ({ code, label: name }: CurrencyOption) => (
    <option key={code} value={code}>
      {name}
    </option>
  );
  return (
    <Field label={label} state="idle">
      {(control) => (
        <>
          <select
            {...control}
            className={`${controlStyle} appearance-none pr-10 pl-3.5 ${fieldBorders.idle}`}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          >
            {near.map(option)}
            <optgroup label={othersLabel}>{rest.map(option)}</optgroup>
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
        </>
      )}
    </Field>
  );
}

interface CurrencyFormProps extends Omit<CurrencySelectProps, 'value' | 'onChange'> {
  /** The currency now: chosen at first, and Save is off until another one is. */
  current: string;
  submitLabel: string;
  isPending: boolean;
  onSave: (code: string) => void;
  /** A line above the select. */
  lead?: ReactNode;
  className?: string;
}

/** A currency to choose and save (Settings' for new lists, a list's own on its money page). */
export function CurrencyForm({
  current,
  submitLabel,
  isPending,
  onSave,
  lead,
  className = '',
  ...select
}: CurrencyFormProps) {
  const [selected, setSelected] = useState(current);
  useEffect(() => setSelected(current), [current]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== current) onSave(selected);
  };
  return (
    <form onSubmit={save} className={`flex flex-col gap-4 ${className}`}>
      {lead}
      <CurrencySelect {...select} value={selected} onChange={setSelected} />
      <button
        type="submit"
        disabled={selected === current || isPending}
        className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
      >
        {submitLabel}
      </button>
    </form>
  );
}
