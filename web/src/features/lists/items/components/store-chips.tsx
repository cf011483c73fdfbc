import type { StoreRef } from '@listok/contract';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import { labelStyle } from '../../../../components/field';
import { CheckIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';

// The suggestion chips' look, 44 px high for a thumb; a picked one filled and checked, so it does not rest on colour.
const chipStyle =
  'group inline-flex min-h-11 max-w-full cursor-pointer items-center gap-1.5 rounded-full bg-white px-3.5 py-2 text-slate-800 text-sm outline-none ring-1 ring-slate-300 ring-inset transition-colors data-[hovered]:bg-brand-50 data-[selected]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800 data-[selected]:ring-2 data-[selected]:ring-brand-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[focus-visible]:outline-offset-2';

interface StoreChipsProps {
  /** The list's shops, in its order. */
  stores: readonly StoreRef[];
  /** The ids of the shops that have the good; `[]`: any shop. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * Where a good is bought: a chip per shop of the list, any number of them picked. A React Aria checkbox group, so a
 * screen reader hears a named group of checkboxes (what it is: a choice in a form, not a toolbar); none picked says
 * that any shop will do. The chips wrap, and a long name breaks inside its chip.
 */
export function StoreChips({ stores, value, onChange }: StoreChipsProps) {
  const { t } = useTexts();
  return (
    <CheckboxGroup value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
      <Label className={labelStyle}>{t('itemShops.label')}</Label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {stores.map((store) => (
          <Checkbox key={store.id} value={String(store.id)} className={chipStyle}>
            <CheckIcon className="hidden size-4 shrink-0 group-data-[selected]:block" />
            <span className="min-w-0 break-words">{store.name}</span>
          </Checkbox>
        ))}
      </div>
      {value.length === 0 && (
        <Text slot="description" className="mt-1.5 block text-slate-600 text-sm">
          {t('itemShops.any')}
        </Text>
      )}
    </CheckboxGroup>
  );
}
