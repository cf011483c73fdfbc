import type { Suggestion } from '@listok/contract';
import { ListBoxItem, Text } from 'react-aria-components';
import { PlusIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';

/** The key of the dropdown's last row, "+ Create «bread»" (the suggestions' keys are product ids, numbers). */
export const createKey = 'create';

/** A row of the add box's dropdown: a suggestion, or the offer to create a product of the name typed. */
export type SearchRow = Suggestion | { id: typeof createKey; name: string };

export const isCreateRow = (row: SearchRow): row is { id: typeof createKey; name: string } => row.id === createKey;

const rowStyle =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-900 data-[focused]:ring-1 data-[focused]:ring-brand-200 data-[focused]:ring-inset';

/** On the highlighted row: Enter (or the phone keyboard's Go) takes it. */
function EnterMark({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto shrink-0 rounded border border-brand-200 px-1.5 font-medium text-brand-700 text-xs leading-5"
    >
      ↵
    </span>
  );
}

interface SuggestionRowProps {
  suggestion: Suggestion;
  /** What will be added with it ("2 кг"), shown as a badge. */
  quantity: string | undefined;
  /** The list's shop it will be had at («Ашан», typed «… в Ашане»). */
  store: string | undefined;
  onList: boolean;
}

/** A name with the shop it goes to: «Сыр · Ашан». */
const atShop = (name: string, store: string | undefined) => (store ? `${name} · ${store}` : name);

export function SuggestionRow({ suggestion, quantity, store, onList }: SuggestionRowProps) {
  const { t } = useTexts();
  const named = atShop(suggestion.name, store);
  return (
    <ListBoxItem id={suggestion.id} textValue={named} className={rowStyle}>
      {({ isFocused }) => (
        <>
          <span className="flex min-w-0 flex-col">
            <Text slot="label" className="font-medium text-slate-900">
              {quantity ? (
                <>
                  {/* Read as "Яблоки, 2 кг"; seen with the amount as a badge of what will be added. */}
                  <span className="sr-only">{`${named}, ${quantity}`}</span>
                  <span aria-hidden="true">
                    {named}
                    <span className="ml-2 inline-block whitespace-nowrap rounded-md bg-brand-100 px-1.5 font-semibold text-brand-900 text-sm">
                      {quantity}
                    </span>
                  </span>
                </>
              ) : (
                named
              )}
            </Text>
            {(suggestion.details || onList) && (
              <Text slot="description" className="text-slate-500 text-sm">
                {[suggestion.details, onList ? t('items.onList') : ''].filter(Boolean).join(' · ')}
              </Text>
            )}
          </span>
          <EnterMark shown={isFocused} />
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * The last row: a new product of the name typed (without the amount and the shop; the shop shown after it). It stays
 * in sight at the bottom of a long list of suggestions, so on a phone it is never scrolled away under the keyboard.
 */
export function CreateRow({ name, store }: { name: string; store: string | undefined }) {
  const { t } = useTexts();
  const label = atShop(t('items.createNew', { name }), store);
  return (
    <ListBoxItem
      id={createKey}
      textValue={label}
      className={`sticky bottom-0 bg-white font-medium text-brand-800 shadow-[0_-1px_0_0_var(--color-slate-200)] ${rowStyle}`}
    >
      {({ isFocused }) => (
        <>
          <PlusIcon className="size-5 shrink-0" />
          <span className="min-w-0 break-words">{label}</span>
          <EnterMark shown={isFocused} />
        </>
      )}
    </ListBoxItem>
  );
}
