import type { Entry, EntryLine, Lang, StoreRef, Suggestion, UnitNames } from '@listok/contract';
import { timings } from '@listok/contract/base';
import { type FocusEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../../lib/react/use-debounced-value';
import { useLatest } from '../../../../lib/react/use-latest';
import { offersNewProduct } from '../../shared/suggestions';
import type { Quantity } from '../../shopping/add-request';
import { loadSmartEntry, smartEntry } from '../../shopping/smart-entry';
import { useSuggestions } from '../api/autocomplete';
import { useUnits } from '../api/get-units';
import type { ComboState } from '../components/first-row-highlight';
import { createKey, type SearchRow } from '../components/search-rows';

/** The width of an element, kept up to date as it resizes. */
export function useWidth(element: RefObject<HTMLElement | null>): number | undefined {
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

/**
 * Smart entry: "2 кг яблок" searches for "яблок" and adds 2 кг (the units the list screen keeps; none asked here);
 * «сыр в Ашане» searches for «сыр» and adds it at the list's shop Ашан; «молоко 89₽» adds it at that price. The line is
 * read as the paste reads it (contract `readEntryLine`).
 */
export function useTypedEntry(
  text: string,
  stores: readonly StoreRef[],
  /** The list's currency, when the member keeps its money: a price at the end is read («молоко 89₽»). */
  currency?: string,
): {
  typed: string;
  quantity: Quantity | undefined;
  /** What was typed of the good that is not its name («молоко 3,2%»: «3,2%»). */
  note: string | undefined;
  /** The list's shop named at the end. */
  store: StoreRef | undefined;
  /** The price typed at the end, in minor units. */
  price: number | undefined;
} {
  const units = useUnits({ load: false }).data;
  const [parser, setParser] = useState(smartEntry);
  useEffect(() => {
    void loadSmartEntry().then(setParser);
  }, []);
  const line = useMemo<EntryLine<UnitNames, StoreRef>>(
    () =>
      parser?.readEntryLine(text, { units: units ?? [], stores, currency }) ?? {
        entry: { name: text.trim().replace(/\s+/gu, ' ') },
      },
    [parser, text, units, stores, currency],
  );
  const { entry, store, price } = line;
  return { typed: entry.name, quantity: quantityOf(entry), note: entry.note, store, price };
}

/** No suggestions (one array, so the rows drawn from it stay the same). */
const none: Suggestion[] = [];

/**
 * The dropdown's rows for the name typed: the suggestions (asked 300 ms after the typing stops) and, once they answer
 * what is typed now and none is named exactly so, the create row. `settled`: the suggestions shown answer the text now.
 */
export function useSearchRows(lang: Lang, typed: string) {
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
  return { shown, rows, settled };
}

/**
 * How the user steered the dropdown, for the keys and for `FirstRowHighlight`: whether the arrow keys moved the
 * highlight since the text changed, the text whose dropdown was closed on purpose (Enter, Tab, Escape: it stays closed
 * until the text changes), the combo box's state and the input.
 */
export function useDropdownSteering(text: string, rowCount: number) {
  const combo = useRef<ComboState>(null);
  const input = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  const dismissed = useRef<string | null>(null);
  const latestText = useLatest(text);
  const latestRowCount = useLatest(rowCount);
  // React Aria opens the list on typing. It is open too whenever there are rows to show and the search has the focus:
  // when the suggestions come, and after React Aria closed it for a render with an empty collection and, its own idea
  // of the focus differing (after a dialog or an add), did not open it again.
  const wantsOpen = () =>
    latestRowCount.current > 0 && dismissed.current !== latestText.current && document.activeElement === input.current;
  const textChanged = () => {
    moved.current = false;
    dismissed.current = null;
  };
  return { combo, input, moved, dismissed, latestText, wantsOpen, textChanged };
}

export type DropdownSteering = ReturnType<typeof useDropdownSteering>;

/** Spec §4: the text goes 200 ms after the focus leaves the search area (not while it moves to a dialog). */
export function useClearOnLeave(
  area: RefObject<HTMLElement | null>,
  dialogOpen: boolean,
  setText: (text: string) => void,
) {
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dialogOpenNow = useLatest(dialogOpen);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const onBlur = (event: FocusEvent) => {
    if (area.current?.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (dialogOpenNow.current || area.current?.contains(document.activeElement)) return;
      setText('');
    }, timings.autocompleteBlurClear);
  };
  const onFocus = () => clearTimeout(blurTimer.current);
  return { onBlur, onFocus };
}
