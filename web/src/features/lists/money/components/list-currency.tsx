import '../../../../locales/money';
import { CurrencyForm } from '../../../../components/currency-select';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { useRenameList } from '../../basics/api/rename-list';
import { MoneyCard } from './money-card';

interface ListCurrencyProps {
  listId: number;
  currency: string;
  /** The owner's (`can.rename`): the others read it only. */
  canChange: boolean;
}

/**
 * The currency the list counts its prices and receipts in (issue 50); its owner changes it
 * (`PATCH /api/list/{id} {"currency"}`). Amounts kept are not converted: they are read in the new currency.
 */
export function ListCurrency({ listId, currency, canChange }: ListCurrencyProps) {
  const { t, lang } = useTexts();
  const change = useRenameList(listId);
  const name = new Intl.DisplayNames([lang], { type: 'currency' }).of(currency) ?? currency;
  return (
    <MoneyCard id="list-currency" title={t('money.currency')}>
      <p className="mt-2 text-slate-700">{t('money.currencyNow', { name, code: currency })}</p>
      {canChange && (
        <CurrencyForm
          className="mt-4"
          lead={<p className="text-slate-600 text-sm">{t('money.currencyLead')}</p>}
          label={t('money.currencyLabel')}
          othersLabel={t('money.currencyOthers')}
          lang={lang}
          current={currency}
          submitLabel={t('money.currencySave')}
          isPending={change.isPending}
          onSave={(code) =>
            change.mutate(
              { currency: code },
              { onSuccess: () => showSuccess(t('money.currencyChanged', { currency: code })) },
            )
          }
        />
      )}
    </MoneyCard>
  );
}
