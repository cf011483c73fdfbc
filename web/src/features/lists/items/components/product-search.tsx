import type { Entry, Suggestion, UnitNames } from '@listok/contract';
import { timings } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { buttonStyles } from '../../../../components/button-styles';
import { labelStyle } from '../../../../components/field';
import { PlusIcon, SearchIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useTexts } from '../../../../lib/texts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useLang } from '../../../../lib/use-lang';
import { AriaLocale } from '../../shared/components/aria-locale';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { exactSuggestion, offersNewProduct } from '../../shared/suggestions';
import { type AddRequest, type Quantity, quantityText } from '../../shopping/add-request';
import { loadSmartEntry, smartEntry } from '../../shopping/smart-entry';
import { suggestionsQuery, useSuggestions } from '../api/autocomplete';
import { useUnits } from '../api/get-units';

const NewProductDialog = lazyComponent(() => import('./new-product-dialog').then((module) => module.NewProductDialog));

type ComboState = React.ContextType<typeof ComboBoxStateContext>;

/** The width of an element, kept up to date as it resizes. */
function useWidth(element: React.RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(() => setWidth(target.getBoundingClientRect().width));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** Lets the search read the combo box's state (is an option focused?) from outside it. */
function StateProbe({ into }: { into: React.RefObject<ComboState> }) {
  into.current = useContext(ComboBoxStateContext);
  return null;
}

/** The amount and unit of a parsed entry, if it has an amount. */
const quantityOf = (entry: Entry<UnitNames>): Quantity | undefined =>
  entry.amount === undefined ? undefined : { amount: entry.amount, ...(entry.unit ? { unit: entry.unit } : {}) };

interface ProductSearchProps {
  /** Products already on the list: their suggestions say so. */
  onList: ReadonlySet<number>;
  onAdd: (request: AddRequest) => void;
}

/**
 * Spec §2, §4, §5: the product search of an active list. Suggestions come 300 ms after the typing stops; picking one
 * (click, or arrows and Enter) adds it. The Add button shows while the typed name matches no suggestion exactly and
 * opens the new-product dialog; Enter on the text does the same (or adds the matching suggestion). The text clears
 * 200 ms after the focus leaves the search. Memoised (React Aria's combo box is costly to draw): an answer of the list
 * redraws it only when the products on the list change.
 */
export const ProductSearch = memo(function ProductSearch({ onList, onAdd }: ProductSearchProps) {
  const { t } = useTexts();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [newEntry, setNewEntry] = useState<{ name: string; quantity: Quantity | undefined } | null>(null);
  // Smart entry: "2 кг яблок" searches for "яблок" and adds 2 кг (the units the list screen keeps; none asked here).
  const units = useUnits(false).data;
  const [parser, setParser] = useState(smartEntry);
  useEffect(() => {
    void loadSmartEntry().then(setParser);
  }, []);
  const entry = useMemo<Entry<UnitNames>>(
    () => parser?.parseEntry(text, units ?? []) ?? { name: text.trim().replace(/\s+/gu, ' ') },
    [parser, text, units],
  );
  const typed = entry.name;
  const quantity = quantityOf(entry);
  const shownQuantity = quantity && quantityText(quantity, lang);
  const term = useDebouncedValue(typed, timings.searchDebounce);
  const suggestions = useSuggestions(lang, term);
  const shown = typed === '' ? [] : (suggestions.data ?? []);
  // The Add button judges only the suggestions of exactly what is typed now, so it does not blink while typing.
  const settled = term === typed && suggestions.isSuccess && !suggestions.isPlaceholderData ? suggestions.data : null;
  const showsAdd = settled !== null && offersNewProduct(typed, settled);

  const area = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const rowWidth = useWidth(row);
  const input = useRef<HTMLInputElement>(null);
  const combo = useRef<ComboState>(null);
  const dialogOpen = useRef(false);
  dialogOpen.current = newEntry !== null;
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hintId = useId();

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Suggestions arrive after the typing: React Aria opens the list only on typing, so open it when they come.
  useEffect(() => {
    const state = combo.current;
    if (shown.length > 0 && state && !state.isOpen && document.activeElement === input.current)
      state.open(null, 'input');
  }, [shown]);

  const pick = (suggestion: Suggestion) => {
    setText('');
    onAdd({ productId: suggestion.id, name: suggestion.name, details: suggestion.details, ...quantity });
  };

  // A new product is named without the amount typed ("2 кг груш-бере" → «груш-бере», 2 кг).
  const openNewProduct = (name: string) => setNewEntry({ name, quantity });

  // On a phone the search moves to the top of the screen, so the suggestions have room above the keyboard.
  const roomForSuggestions = () => {
    if (window.matchMedia('(max-width: 639px)').matches) area.current?.scrollIntoView({ block: 'start' });
  };

  /** Enter on typed text: the suggestion of exactly that name if there is one, else a new product. */
  const submitTyped = async () => {
    if (typed === '') return;
    const list = await queryClient.fetchQuery(suggestionsQuery(lang, typed));
    const match = exactSuggestion(typed, list);
    if (match) pick(match);
    else openNewProduct(typed);
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const state = combo.current;
    // With an option under the arrow keys, Enter is the combo box's: it picks that option.
    if (state?.isOpen && state.selectionManager.focusedKey != null) return;
    event.preventDefault();
    event.stopPropagation();
    state?.close();
    void submitTyped();
  };

  // Spec §4: the text goes 200 ms after the focus leaves the search (not while it moves to the Add button or a dialog).
  const onBlur = (event: FocusEvent) => {
    if (area.current?.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (dialogOpen.current || area.current?.contains(document.activeElement)) return;
      setText('');
    }, timings.autocompleteBlurClear);
  };

  // After the new-product dialog the focus comes back to the search, ready for the next product (the Add button that
  // opened it goes as the text clears).
  const closeDialog = () => closeDialogAndFocus(() => setNewEntry(null), input);

  return (
    <AriaLocale>
      <search
        ref={area}
        aria-label={t('items.searchLabel')}
        onBlur={onBlur}
        onFocus={() => clearTimeout(blurTimer.current)}
        className="mt-6"
      >
        <div ref={row} onKeyDownCapture={onKeyDownCapture} className="flex items-end gap-2">
          <ComboBox<Suggestion>
            items={shown}
            inputValue={text}
            onInputChange={setText}
            selectedKey={null}
            onSelectionChange={(key) => {
              const suggestion = shown.find((item) => item.id === key);
              if (suggestion) pick(suggestion);
            }}
            allowsCustomValue
            menuTrigger="input"
            className="min-w-0 flex-1"
          >
            <StateProbe into={combo} />
            <Label className={labelStyle}>{t('items.searchLabel')}</Label>
            <div className="relative mt-1.5">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
              <Input
                ref={input}
                placeholder={t('items.searchPlaceholder')}
                aria-describedby={hintId}
                enterKeyHint="done"
                onFocus={roomForSuggestions}
                className={`${listStyles.input} pl-11`}
              />
            </div>
            {/* The list spans the whole row (with the Add button) and stays under the field, as on a phone the
                keyboard covers the bottom of the screen. */}
            <Popover
              triggerRef={row}
              placement="bottom start"
              shouldFlip={false}
              offset={4}
              style={{ width: rowWidth }}
              className="max-h-80 overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
            >
              {/* The options are drawn again when the amount typed or the products on the list change (React Aria keeps
                  an option's drawing while its suggestion stays the same object). */}
              <ListBox<Suggestion>
                aria-label={t('items.suggestions')}
                dependencies={[shownQuantity, onList]}
                className="outline-none"
              >
                {(suggestion) => (
                  <ListBoxItem
                    id={suggestion.id}
                    textValue={suggestion.name}
                    className="flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-2 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-900"
                  >
                    <Text slot="label" className="font-medium text-slate-900">
                      {shownQuantity ? (
                        <>
                          {/* Read as "Яблоки, 2 кг"; seen with the amount as a badge of what will be added. */}
                          <span className="sr-only">{`${suggestion.name}, ${shownQuantity}`}</span>
                          <span aria-hidden="true">
                            {suggestion.name}
                            <span className="ml-2 inline-block whitespace-nowrap rounded-md bg-brand-100 px-1.5 font-semibold text-brand-900 text-sm">
                              {shownQuantity}
                            </span>
                          </span>
                        </>
                      ) : (
                        suggestion.name
                      )}
                    </Text>
                    {(suggestion.details || onList.has(suggestion.id)) && (
                      <Text slot="description" className="text-slate-500 text-sm">
                        {[suggestion.details, onList.has(suggestion.id) ? t('items.onList') : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          {showsAdd && (
            <button
              type="button"
              onClick={() => openNewProduct(typed)}
              className={`${buttonStyles.primary} shrink-0 px-4`}
            >
              <PlusIcon className="size-5" />
              {t('items.addNew')}
            </button>
          )}
        </div>
        <p id={hintId} className="mt-1.5 hidden text-slate-500 text-sm sm:block">
          {t('items.searchHint')}
        </p>
        {newEntry !== null && (
          <NewProductDialog
            initialName={newEntry.name}
            quantity={newEntry.quantity && quantityText(newEntry.quantity, lang)}
            onClose={closeDialog}
            onAdd={(product) => {
              setText('');
              const { quantity: asked } = newEntry;
              const withQuantity = asked ? { ...product, amount: asked.amount, unit: asked.unit?.id } : product;
              onAdd({ product: withQuantity, name: product.name, ...asked });
            }}
          />
        )}
      </search>
    </AriaLocale>
  );
});
