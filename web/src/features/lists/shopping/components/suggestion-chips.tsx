import type { ListSuggestion } from '@listok/contract';
import { memo } from 'react';
import { PlusIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import type { AddRequest } from '../add-request';
import { useListSuggestions } from '../api/get-suggestions';

interface SuggestionChipsProps {
  listId: number;
  /** Products on the list now: their chips go at once, before the server's next answer. */
  onList: ReadonlySet<number>;
  onAdd: (request: AddRequest) => void;
}

/**
 * Chips under the search: what usually goes with the list's items, then what the members buy often (the server
 * computes both from the purchases). One tap adds the product like a pick in the search.
 */
export const SuggestionChips = memo(function SuggestionChips({ listId, onList, onAdd }: SuggestionChipsProps) {
  const { t } = useTexts();
  const lang = useLang();
  const { data } = useListSuggestions(listId, lang, true);
  const shown = (data ?? []).filter((suggestion) => !onList.has(suggestion.id));
  if (shown.length === 0) return null;
  const groups = (['together', 'often'] as const)
    .map((reason) => ({ reason, items: shown.filter((suggestion) => suggestion.reason === reason) }))
    .filter((group) => group.items.length > 0);
  const name = (suggestion: ListSuggestion) => (lang === 'ru' ? suggestion.name_ru : suggestion.name_en);

  return (
    <section aria-label={t('chips.heading')} className="mt-1 flex flex-col gap-2">
      {groups.map((group) => (
        <div key={group.reason} className="flex flex-wrap items-center gap-1.5">
          <h3 className="mr-1 text-slate-600 text-sm">{t(`chips.${group.reason}`)}</h3>
          <ul className="contents">
            {group.items.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  onClick={() => onAdd({ productId: suggestion.id, name: name(suggestion), details: '' })}
                  aria-label={t('chips.add', { name: name(suggestion) })}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-white py-1 pr-3 pl-2 text-slate-800 text-sm ring-1 ring-slate-300 ring-inset transition-colors hover:bg-brand-50 hover:ring-brand-300"
                >
                  <PlusIcon className="size-4 text-brand-700" />
                  {name(suggestion)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
});
