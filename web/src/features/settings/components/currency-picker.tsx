import { CurrencyForm } from '../../../components/currency-select';
import { CartIcon } from '../../../components/icons';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useChangeCurrency } from '../api/change-currency';
import { SettingsCard } from './settings-card';

/** The currency the user's new lists count their prices in (issue 50); Save sends the chosen one. */
export function CurrencyPicker({ current }: { current: string }) {
  const { t, lang } = useTexts();
  const change = useChangeCurrency();
  return (
    <SettingsCard
      id="settings-currency"
      icon={<CartIcon />}
      title={t('settings.currencyHeading')}
      lead={t('settings.currencyLead')}
    >
      <CurrencyForm
        label={t('settings.currencyLabel')}
        othersLabel={t('settings.currencyOthers')}
        lang={lang}
        current={current}
        submitLabel={change.isPending ? t('settings.saving') : t('settings.saveCurrency')}
        isPending={change.isPending}
        onSave={(code) => change.mutate(code, { onSuccess: (answer) => showSuccessInView(answer.message) })}
      />
    </SettingsCard>
  );
}
