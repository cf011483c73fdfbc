import '../../../../locales/money';
import { type FormEvent, useEffect, useState } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { CurrencySelect } from '../../../../components/currency-select';
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
  const [selected, setSelected] = useState(currency);
  useEffect(() => setSelected(currency), [currency]);
  const name = new Intl.DisplayNames([lang], { type: 'currency' }).of(currency) ?? currency;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (selected === currency) return;
    change.mutate(
      { currency: selected },
      { onSuccess: () => showSuccess(t('money.currencyChanged', { currency: selected })) },
    );
  };

  return (
    <MoneyCard id="list-currency" title={t('money.currency')}>
      <p className="mt-2 text-slate-700">{t('money.currencyNow', { name, code: currency })}</p>
      {canChange && (
        <form onSubmit={save} className="mt-4 flex flex-col gap-4">
          <p className="text-slate-600 text-sm">{t('money.currencyLead')}</p>
          <CurrencySelect
            label={t('money.currencyLabel')}
            othersLabel={t('money.currencyOthers')}
            lang={lang}
            value={selected}
            onChange={setSelected}
          />
          <button
            type="submit"
            disabled={selected === currency || change.isPending}
            className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
          >
            {t('money.currencySave')}
          </button>
        </form>
      )}
    </MoneyCard>
  );
}
