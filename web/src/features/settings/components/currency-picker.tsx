import { type FormEvent, useEffect, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { CurrencySelect } from '../../../components/currency-select';
import { CartIcon } from '../../../components/icons';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useChangeCurrency } from '../api/change-currency';
import { SettingsCard } from './settings-card';

/** The currency the user's new lists count their prices in (issue 50); Save sends the chosen one. */
export function CurrencyPicker({ current }: { current: string }) {
  const { t, lang } = useTexts();
  const change = useChangeCurrency();
  const [selected, setSelected] = useState(current);

  useEffect(() => setSelected(current), [current]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (selected === current) return;
    change.mutate(selected, { onSuccess: (answer) => showSuccessInView(answer.message) });
  };

  return (
    <SettingsCard
      id="settings-currency"
      icon={<CartIcon />}
      title={t('settings.currencyHeading')}
      lead={t('settings.currencyLead')}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <CurrencySelect
          label={t('settings.currencyLabel')}
          othersLabel={t('settings.currencyOthers')}
          lang={lang}
          value={selected}
          onChange={setSelected}
        />
        <button
          type="submit"
          disabled={selected === current || change.isPending}
          className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
        >
          {change.isPending ? t('settings.saving') : t('settings.saveCurrency')}
        </button>
      </form>
    </SettingsCard>
  );
}
