import { type ListKind, listKinds } from '@listok/contract/base';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { labelStyle } from '../../../../components/field';
import { useTexts } from '../../../../lib/texts/texts';
import { ListKindIcon } from './list-kind-icon';

const segmentStyle =
  'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 py-1.5 text-center text-slate-700 text-sm outline-none transition-colors data-[selected]:bg-white data-[selected]:font-semibold data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-brand-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[hovered]:text-slate-900';

/**
 * What a list is for, as a segmented control (a React Aria radio group): Shopping, To-do, Packing, Wish list, each
 * with its icon; two by two on a phone, in one row wider.
 */
export function ListKindPicker({ value, onChange }: { value: ListKind; onChange: (kind: ListKind) => void }) {
  const { t } = useTexts();
  return (
    <RadioGroup value={value} onChange={(kind) => onChange(kind as ListKind)} orientation="horizontal">
      <Label className={labelStyle}>{t('lists.kind.label')}</Label>
      <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4">
        {listKinds.map((kind) => (
          <Radio key={kind} value={kind} className={segmentStyle}>
            <ListKindIcon kind={kind} className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{t(`lists.kind.${kind}`)}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
