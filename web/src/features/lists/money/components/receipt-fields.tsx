import '../../../../locales/money';
import { TextField } from '../../../../components/text-field';
import { useTexts } from '../../../../lib/texts/texts';

interface ReceiptAmountProps {
  /** The total as typed («1 240,50»). */
  total: string;
  onTotal: (total: string) => void;
  /** The total typed is no amount: said under the field. */
  wrong: boolean;
  /** When it was paid, as a `datetime-local` input holds it (`YYYY-MM-DDTHH:mm`). */
  at: string;
  onAt: (at: string) => void;
}

/** A typed receipt's total (a numeric keypad on a phone) and when it was paid: the new receipt's form and its edit. */
export function ReceiptAmountFields({ total, onTotal, wrong, at, onAt }: ReceiptAmountProps) {
  const { t } = useTexts();
  return (
    <>
      <TextField
        label={t('money.total')}
        name="total"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.totalHint')}
        value={total}
        onChange={(event) => onTotal(event.target.value)}
        state={wrong ? 'invalid' : 'idle'}
        error={wrong ? t('money.totalBad') : undefined}
      />
      <TextField
        label={t('money.at')}
        name="at"
        type="datetime-local"
        value={at}
        onChange={(event) => onAt(event.target.value)}
      />
    </>
  );
}
