import type { VocabularyEntry } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { categoriesQuery } from '../../catalogue/api/categories';
import { useChangeProduct } from '../api/change-product';

/**
 * The department of one of the user's own products, changed at once: the lists show it by department in the shop's
 * order (docs/behaviour.md, Shopping together). "—" leaves it without one (such goods come last, under Other).
 */
export function DepartmentSelect({ entry }: { entry: VocabularyEntry }) {
  const { t } = useTexts();
  const lang = useLang();
  const categories = useQuery(categoriesQuery);
  const change = useChangeProduct(entry.id, t('vocabulary.departmentSaved', { name: entry.name }));
  return (
    <select
      aria-label={t('vocabulary.department', { name: entry.name })}
      value={entry.category ?? ''}
      disabled={change.isPending || !categories.data}
      onChange={(event) => change.mutate({ category: event.target.value === '' ? null : Number(event.target.value) })}
      className="block min-h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-800 text-sm"
    >
      <option value="">{t('vocabulary.noDepartment')}</option>
      {(categories.data ?? []).map((category) => (
        <option key={category.id} value={category.id}>
          {lang === 'ru' ? category.name_ru : category.name_en}
        </option>
      ))}
    </select>
  );
}
