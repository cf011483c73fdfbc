import type { Category, ShopOrder } from '@listok/contract';
import { useId, useState } from 'react';
import { LayersIcon, ListIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useTexts } from '../../../../lib/texts';
import { listStyles } from '../../shared/components/styles';
import { type ItemsView, setItemsView, useItemsView } from '../shop-groups';

const ArrangeDepartmentsDialog = lazyComponent(() =>
  import('./arrange-departments-dialog').then((module) => module.ArrangeDepartmentsDialog),
);

interface ItemsViewSwitchProps {
  listId: number;
  /** Members of an active list may arrange the departments. */
  canArrange: boolean;
  shopOrder: ShopOrder | undefined;
  categories: Category[] | undefined;
}

/**
 * Above the items: the plain table of the spec or the items by department in the shop's order (remembered on this
 * device), and, by department, a way to arrange the departments.
 */
export function ItemsViewSwitch({ listId, canArrange, shopOrder, categories }: ItemsViewSwitchProps) {
  const { t } = useTexts();
  const view = useItemsView();
  const name = useId();
  const [arranging, setArranging] = useState(false);
  const choices: { value: ItemsView; label: string; icon: typeof ListIcon }[] = [
    { value: 'table', label: t('departments.viewTable'), icon: ListIcon },
    { value: 'departments', label: t('departments.viewDepartments'), icon: LayersIcon },
  ];
  return (
    <div className="mb-2 flex flex-wrap items-center justify-between gap-2 print:hidden">
      <fieldset className="inline-flex rounded-xl bg-slate-100 p-1">
        <legend className="sr-only">{t('departments.view')}</legend>
        {choices.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={`relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 font-medium text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
              view === value ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={view === value}
              onChange={() => setItemsView(value)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <Icon className="size-4" />
            {label}
          </label>
        ))}
      </fieldset>
      {view === 'departments' && canArrange && shopOrder && categories && (
        <button type="button" onClick={() => setArranging(true)} className={`${listStyles.small} text-brand-800`}>
          {t('departments.arrange')}
        </button>
      )}
      {arranging && shopOrder && categories && (
        <ArrangeDepartmentsDialog
          listId={listId}
          shopOrder={shopOrder}
          categories={categories}
          onClose={() => setArranging(false)}
        />
      )}
    </div>
  );
}
