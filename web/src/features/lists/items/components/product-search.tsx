import type { Suggestion } from '@listok/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, memo, type RefObject, useId, useRef, useState } from 'react';
import { ComboBox, Input, type Key, Label, ListBox, Popover } from 'react-aria-components';
import { labelStyle } from '../../../../components/field';
import { SearchIcon } from '../../../../components/icons';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { AriaLocale } from '../../shared/components/aria-locale';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { type AddRequest, type Quantity, quantityText } from '../../shopping/add-request';
import { suggestionsQuery } from '../api/autocomplete';
import {
  type DropdownSteering,
  useClearOnLeave,
  useDropdownSteering,
  useSearchRows,
  useTypedEntry,
  useWidth,
} from '../hooks/use-search-state';
import { FirstRowHighlight } from './first-row-highlight';
import { CreateRow, createKey, isCreateRow, type SearchRow, SuggestionRow } from './search-rows';

const NewProductDialog = lazyComponent(() => import('./new-product-dialog').then((module) => module.NewProductDialog));

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

/** A name on its way to the new-product dialog, with the amount typed before it. */
type NewEntry = { name: string; quantity: Quantity | undefined; note: string | undefined };

interface SearchActionsInput {
  text: string;
  typed: string;
  quantity: Quantity | undefined;
  note: string | undefined;
  shown: Suggestion[];
  latestText: RefObject<string>;
  setText: (update: (now: string) => string) => void;
  setNewEntry: (entry: NewEntry) => void;
  onAdd: (request: AddRequest) => void;
}

/** What Enter or a click does: add a suggestion, open the new-product dialog, or wait for the suggestions first. */
function useSearchActions(input: SearchActionsInput) {
  const { text, typed, quantity, note, shown, latestText, setText, setNewEntry, onAdd } = input;
  const lang = useLang();
  const queryClient = useQueryClient();

  // The text goes with the add, unless more was typed meanwhile (Enter may wait for the suggestions).
  const pick = (suggestion: Suggestion, from = latestText.current) => {
    setText((now) => (now === from ? '' : now));
    onAdd({ productId: suggestion.id, name: suggestion.name, details: suggestion.details, ...quantity, note });
  };

  // A new product is named without the amount typed ("2 кг груш-бере" → «груш-бере», 2 кг).
  const openNewProduct = (name: string) => setNewEntry({ name, quantity, note });

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
  return { take, submitTyped };
}

/**
 * Enter is handled here rather than by React Aria, which ignores it while a word is being composed: the way a phone
 * keyboard (Gboard) sends its Go key. Tab leaves the search without adding the highlighted row.
 */
function searchKeys(
  steering: DropdownSteering,
  settled: boolean,
  { take, submitTyped }: ReturnType<typeof useSearchActions>,
) {
  const { combo, moved, dismissed, latestText } = steering;
  return (event: KeyboardEvent) => {
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
}

/** The search's label and input; on a phone it moves to the top of the screen, so the suggestions have room. */
function SearchInput({
  input,
  area,
  hintId,
}: {
  input: RefObject<HTMLInputElement | null>;
  area: RefObject<HTMLElement | null>;
  hintId: string;
}) {
  const { t } = useTexts();
  const roomForSuggestions = () => {
    if (window.matchMedia('(max-width: 639px)').matches) area.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
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
    </>
  );
}

interface SuggestionsPopoverProps {
  /** The row of the search: the list opens under it, as wide as it. */
  row: RefObject<HTMLDivElement | null>;
  rowWidth: number | undefined;
  shownQuantity: string | undefined;
  onList: ReadonlySet<number>;
}

/**
 * The list stays under the field, as on a phone the keyboard covers the bottom of the screen. Its padding is the list
 * box's, so the create row sticks to the very bottom edge with nothing showing under it.
 */
function SuggestionsPopover({ row, rowWidth, shownQuantity, onList }: SuggestionsPopoverProps) {
  const { t } = useTexts();
  return (
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
  );
}

interface NewEntryDialogProps {
  entry: NewEntry;
  onClose: () => void;
  onAdded: () => void;
  onAdd: (request: AddRequest) => void;
}

/** The new-product dialog of a name typed: the product made goes on the list with the amount typed. */
function NewEntryDialog({ entry, onClose, onAdded, onAdd }: NewEntryDialogProps) {
  const lang = useLang();
  return (
    <NewProductDialog
      initialName={entry.name}
      quantity={entry.quantity && quantityText(entry.quantity, lang)}
      onClose={onClose}
      onAdd={(product) => {
        onAdded();
        const { quantity: asked, note } = entry;
        const withQuantity = {
          ...product,
          ...(asked && { amount: asked.amount, unit: asked.unit?.id }),
          ...(note !== undefined && { note }),
        };
        onAdd({ product: withQuantity, name: product.name, ...asked, note });
      }}
    />
  );
}

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
  const [text, setText] = useState('');
  const [newEntry, setNewEntry] = useState<NewEntry | null>(null);
  const { typed, quantity, note } = useTypedEntry(text);
  const { shown, rows, settled } = useSearchRows(lang, typed);
  const steering = useDropdownSteering(text, rows.length);
  const { combo, input, moved, latestText, wantsOpen } = steering;
  const actions = useSearchActions({ text, typed, quantity, note, shown, latestText, setText, setNewEntry, onAdd });
  const area = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const rowWidth = useWidth(row);
  const leaving = useClearOnLeave(area, newEntry !== null, setText);
  const hintId = useId();
  const onInputChange = (value: string) => {
    steering.textChanged();
    setText(value);
  };
  // After the new-product dialog the focus comes back to the search, ready for the next product.
  const closeDialog = () => closeDialogAndFocus(() => setNewEntry(null), input);

  return (
    <AriaLocale>
      <search ref={area} aria-label={t('items.searchLabel')} {...leaving} className="mt-6">
        <div ref={row} onKeyDownCapture={searchKeys(steering, settled, actions)} className="flex items-end gap-2">
          <ComboBox<SearchRow>
            items={rows}
            inputValue={text}
            onInputChange={onInputChange}
            selectedKey={null}
            onSelectionChange={(key) => key !== null && actions.take(key)}
            allowsCustomValue
            menuTrigger="input"
            className="min-w-0 flex-1"
          >
            <FirstRowHighlight into={combo} moved={moved} wantsOpen={wantsOpen} />
            <SearchInput input={input} area={area} hintId={hintId} />
            <SuggestionsPopover
              row={row}
              rowWidth={rowWidth}
              shownQuantity={quantity && quantityText(quantity, lang)}
              onList={onList}
            />
          </ComboBox>
        </div>
        <p id={hintId} className="mt-1.5 hidden text-slate-500 text-sm sm:block">
          {t('items.searchHint')}
        </p>
        {newEntry !== null && (
          <NewEntryDialog entry={newEntry} onClose={closeDialog} onAdded={() => setText('')} onAdd={onAdd} />
        )}
      </search>
    </AriaLocale>
  );
});
