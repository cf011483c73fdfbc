import { recipeLimits } from '@listok/contract';
import { buttonStyles } from '../../../components/button-styles';
import { MinusIcon, PlusIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';

/** How many servings the amounts are shown for: − and + between 1 and the most a recipe has. */
export function ServingsStepper({ value, onChange }: { value: number; onChange: (servings: number) => void }) {
  const { t } = useTexts();
  return (
    <fieldset className="m-0 flex min-w-0 items-center gap-1 border-0 p-0" aria-label={t('recipes.servingsLabel')}>
      <button
        type="button"
        className={`${buttonStyles.icon} ring-1 ring-slate-200`}
        aria-label={t('recipes.fewerServings')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" className="min-w-28 text-center font-semibold text-slate-900">
        {t('recipes.servings', { count: value })}
      </output>
      <button
        type="button"
        className={`${buttonStyles.icon} ring-1 ring-slate-200`}
        aria-label={t('recipes.moreServings')}
        disabled={value >= recipeLimits.servingsMax}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon />
      </button>
    </fieldset>
  );
}
