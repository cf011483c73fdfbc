import { useId } from 'react';
import { labelStyle } from '../../../../components/field';
import { MinusIcon, PlusIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { listStyles } from '../../shared/components/styles';
import { formatAmount } from '../../shared/item-view';
import { parseAmount, stepAmount } from '../amount';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The broken rule's text, shown under the field. */
  error?: string;
  /** Says under the field that a fractional amount may be typed (not on a to-do or a wish, counted in whole ones). */
  fractionHint?: boolean;
}

/**
 * Spec §2, §5: the amount with − and + buttons (one step each, never below 0); the field itself takes any amount with
 * up to three decimals, typed with a comma or a point (the hint says so where fractions are usual).
 */
export function AmountField({ value, onChange, error, fractionHint = true }: AmountFieldProps) {
  const { t } = useTexts();
  const lang = useLang();
  const id = useId();
  const current = parseAmount(value) ?? 0;
  const step = (direction: 1 | -1) => onChange(formatAmount(stepAmount(current, direction), lang));
  const note = error ?? (fractionHint ? t('dialogs.editItem.amountHint') : undefined);
  const stepButton = `${listStyles.icon} size-12 bg-white text-slate-800 ring-1 ring-slate-300 ring-inset`;
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {t('dialogs.editItem.amount')}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={t('dialogs.editItem.decrease')}
          aria-controls={id}
          className={`${stepButton} ${current <= 0 ? 'opacity-50' : ''}`}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          name="amount"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          className={`${listStyles.input} min-h-12 text-center font-semibold text-lg tabular-nums ${error ? 'border-red-600 bg-red-50/40' : ''}`}
        />
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={t('dialogs.editItem.increase')}
          aria-controls={id}
          className={stepButton}
        >
          <PlusIcon />
        </button>
      </div>
      {note && (
        <p id={`${id}-note`} className={`mt-1.5 text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
          {note}
        </p>
      )}
    </div>
  );
}
