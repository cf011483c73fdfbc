import type { Entry, Suggestion, UnitNames } from '@listok/contract';
import { timings } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type KeyboardEvent, memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ComboBox, Input, type Key, Label, ListBox, Popover } from 'react-aria-components';
import { labelStyle } from '../../../../components/field';
import { SearchIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useTexts } from '../../../../lib/texts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useLang } from '../../../../lib/use-lang';
import { useLatest } from '../../../../lib/use-latest';
import { AriaLocale } from '../../shared/components/aria-locale';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { offersNewProduct } from '../../shared/suggestions';
import { type AddRequest, type Quantity, quantityText } from '../../shopping/add-request';
import { loadSmartEntry, smartEntry } from '../../shopping/smart-entry';
import { suggestionsQuery, useSuggestions } from '../api/autocomplete';
import { useUnits } from '../api/get-units';
import { type ComboState, FirstRowHighlight } from './first-row-highlight';
import { CreateRow, createKey, isCreateRow, type SearchRow, SuggestionRow } from './search-rows';

const NewProductDialog = lazyComponent(() => import('./new-product-dialog').then((module) => module.NewProductDialog));

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

/** The amount and unit of a parsed entry, if it has an amount. */
const quantityOf = (entry: Entry<UnitNames>): Quantity | undefined =>
  entry.amount === undefined ? undefined : { amount: entry.amount, ...(entry.unit ? { unit: entry.unit } : {}) };

/** No suggestions (one array, so the rows drawn from it stay the same). */
const none: Suggestion[] = [];

/** Keys that move the highlight through the dropdown: once pressed, the highlighted row is the user's choice. */
const movingKeys = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp']);

const imeScripts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * An Enter that confirms a word of an input method (Chinese, Japanese, Korean) rather than asking for an add. A phone
 * keyboard composes every word too (Gboard's Go arrives with `isComposing` set): its Enter counts.
 */
const confirmsComposition = (event: globalThis.KeyboardEvent): boolean =>
  // 229: the key went to the input method (Chrome's way of saying so).
  event.keyCode === 229 ||
  (event.isComposing && event.target instanceof HTMLInputElement && imeScripts.test(event.target.value));

interface ProductSearchProps {
  /** Products already on the list: their suggestions say so. */
  onList: ReadonlySet<number>;
  onAdd: (request: AddRequest) => void;
}

/**
 * Spec §2, §4, §5: the product search of an active list. Suggestions come 300 ms after the typing stops, in the
 * server's order (its ranking), the first one highlighted; Enter (or the phone keyboard's Go) adds the highlighted
 * row with the amount typed ("яйца 10 шт"), the arrow keys move the highlight, a click or tap adds any. The last row,
 * "+ Create «…»", shown once the suggestions of the text have come and while the typed name matches none of them
 * exactly, is the only way to the new-product dialog. The text clears 200 ms after the focus leaves the search. Memoised (React Aria's combo box is costly to
 * draw): an answer of the list redraws it only when the products on the list change.
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
  const shown = typed === '' ? none : (suggestions.data ?? none);
  // The suggestions on screen answer exactly what is typed now (not the text of a moment ago).
  const settled = term === typed && suggestions.isSuccess && !suggestions.isPlaceholderData;
  // The create row waits for the answer to what is typed now: shown at once, it would sit under the suggestions of the
  // text before and jump down when the new ones come, under a finger reaching for it (a good meant, a product made).
  const answered = settled || (term === typed && suggestions.isError);
  const rows = useMemo<SearchRow[]>(
    () =>
      typed === ''
        ? []
        : answered && offersNewProduct(typed, shown)
          ? [...shown, { id: createKey, name: typed }]
          : shown,
    [typed, shown, answered],
  );

  const area = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const rowWidth = useWidth(row);
  const input = useRef<HTMLInputElement>(null);
  const combo = useRef<ComboState>(null);
  const moved = useRef(false);
  const latestText = useLatest(text);
  const dialogOpen = useLatest(newEntry !== null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hintId = useId();

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // The text whose dropdown was closed on purpose (Enter, Tab, Escape): it stays closed until the text changes.
  const dismissed = useRef<string | null>(null);
  const rowCount = useLatest(rows.length);
  // React Aria opens the list on typing. It is open too whenever there are rows to show and the search has the focus:
  // when the suggestions come, and after React Aria closed it for a render with an empty collection and, its own idea
  // of the focus differing (after a dialog or an add), did not open it again.
  const wantsOpen = () =>
    rowCount.current > 0 && dismissed.current !== latestText.current && document.activeElement === input.current;

  const onInputChange = (value: string) => {
    moved.current = false;
    dismissed.current = null;
    setText(value);
  };

  // The text goes with the add, unless more was typed meanwhile (Enter may wait for the suggestions).
  const pick = (suggestion: Suggestion, from = latestText.current) => {
    setText((now) => (now === from ? '' : now));
    onAdd({ productId: suggestion.id, name: suggestion.name, details: suggestion.details, ...quantity });
  };

  // A new product is named without the amount typed ("2 кг груш-бере" → «груш-бере», 2 кг).
  const openNewProduct = (name: string) => setNewEntry({ name, quantity });

  // On a phone the search moves to the top of the screen, so the suggestions have room above the keyboard.
  const roomForSuggestions = () => {
    if (window.matchMedia('(max-width: 639px)').matches) area.current?.scrollIntoView({ block: 'start' });
  };

  /** Enter before the suggestions of the text have come: the best of them once they do, else a new product. */
  const submitTyped = async () => {
    if (typed === '') return;
    const from = text;
    const found = await queryClient.fetchQuery(suggestionsQuery(lang, typed)).catch(() => []);
    const best = found[0];
    if (best) pick(best, from);
    else openNewProduct(typed);
  };

  /** The row Enter took: a suggestion is added, the create row opens the new-product dialog. */
  const take = (key: Key) => {
    if (key === createKey) return openNewProduct(typed);
    const suggestion = shown.find((item) => item.id === key);
    if (suggestion) pick(suggestion);
  };

  // Enter is handled here rather than by React Aria, which ignores it while a word is being composed: the way a
  // phone keyboard (Gboard) sends its Go key.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (movingKeys.has(event.key)) moved.current = true;
    const state = combo.current;
    if (event.key === 'Tab' || event.key === 'Escape') dismissed.current = latestText.current;
    // Tab leaves the search without adding the highlighted row (React Aria's Tab would take it).
    if (event.key === 'Tab') {
      event.stopPropagation();
      if (state?.isOpen) state.close();
      return;
    }
    if (event.key !== 'Enter') return;
    event.stopPropagation();
    // The input method's own Enter: its default confirms the word.
    if (confirmsComposition(event.nativeEvent)) return;
    event.preventDefault();
    dismissed.current = latestText.current;
    const focused = state?.isOpen ? state.selectionManager.focusedKey : null;
    state?.close();
    // A row chosen with the arrow keys, or the highlight over the answer to what is typed now; else the best match
    // once the suggestions of the text have come.
    if (focused != null && (moved.current || settled)) take(focused);
    else void submitTyped();
  };

  // Spec §4: the text goes 200 ms after the focus leaves the search (not while it moves to a dialog).
  const onBlur = (event: FocusEvent) => {
    if (area.current?.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (dialogOpen.current || area.current?.contains(document.activeElement)) return;
      setText('');
    }, timings.autocompleteBlurClear);
  };

  // After the new-product dialog the focus comes back to the search, ready for the next product.
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
          <ComboBox<SearchRow>
            items={rows}
            inputValue={text}
            onInputChange={onInputChange}
            selectedKey={null}
            onSelectionChange={(key) => key !== null && take(key)}
            allowsCustomValue
            menuTrigger="input"
            className="min-w-0 flex-1"
          >
            <FirstRowHighlight into={combo} moved={moved} wantsOpen={wantsOpen} />
            <Label className={labelStyle}>{t('items.searchLabel')}</Label>
            <div className="relative mt-1.5">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
              <Input
                ref={input}
                placeholder={t('items.searchPlaceholder')}
                aria-describedby={hintId}
                enterKeyHint="go"
                onFocus={roomForSuggestions}
                className={`${listStyles.input} pl-11`}
              />
            </div>
            {/* The list stays under the field, as on a phone the keyboard covers the bottom of the screen. Its padding is the
                list box's, so the create row sticks to the very bottom edge with nothing showing under it. */}
            <Popover
              triggerRef={row}
              placement="bottom start"
              shouldFlip={false}
              offset={4}
              style={{ width: rowWidth }}
              className="max-h-80 overflow-y-auto rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
            >
              {/* The options are drawn again when the amount typed or the products on the list change (React Aria keeps
                  an option's drawing while its suggestion stays the same object). */}
              <ListBox<SearchRow>
                aria-label={t('items.suggestions')}
                dependencies={[shownQuantity, onList]}
                className="p-1.5 outline-none"
              >
                {(found) =>
                  isCreateRow(found) ? (
                    <CreateRow name={found.name} />
                  ) : (
                    <SuggestionRow suggestion={found} quantity={shownQuantity} onList={onList.has(found.id)} />
                  )
                }
              </ListBox>
            </Popover>
          </ComboBox>
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
