import { useTexts } from '../../../../lib/texts/texts';
import { listStyles } from '../../shared/components/styles';

/** How a to-do list shows: by due (its own order, on by default) and only the to-dos given to the user («Мои»). */
export interface TodoView {
  byDue: boolean;
  mine: boolean;
}

const toggle = (pressed: boolean) =>
  `${listStyles.small} font-medium ring-1 ring-inset ${pressed ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'}`;

/** Two toggles above a to-do list's items. */
export function TodoViewControl({ view, onChange }: { view: TodoView; onChange: (view: TodoView) => void }) {
  const { t } = useTexts();
  return (
    <fieldset className="mb-2 flex flex-wrap gap-2 print:hidden">
      <legend className="sr-only">{t('todoView.label')}</legend>
      <button
        type="button"
        aria-pressed={view.byDue}
        onClick={() => onChange({ ...view, byDue: !view.byDue })}
        className={toggle(view.byDue)}
      >
        {t('todoView.byDue')}
      </button>
      <button
        type="button"
        aria-pressed={view.mine}
        onClick={() => onChange({ ...view, mine: !view.mine })}
        className={toggle(view.mine)}
      >
        {t('todoView.mine')}
      </button>
    </fieldset>
  );
}
