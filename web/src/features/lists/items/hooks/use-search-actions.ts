import type { StoreRef, Suggestion } from '@listok/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent, RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { useLang } from '../../../../lib/texts/use-lang';
import type { AddRequest, Quantity } from '../../shopping/add-request';
import { suggestionsQuery } from '../api/autocomplete';
import { createKey } from '../components/search-rows';
import type { DropdownSteering } from './use-search-state';

// What the add box's keys and picks do: add a suggestion, open the new-product dialog, wait for the suggestions.

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

/** A name on its way to the new-product dialog, with the amount, note, shop and price typed with it. */
export type NewEntry = {
  name: string;
  quantity: Quantity | undefined;
  note: string | undefined;
  store: StoreRef | undefined;
  price: number | undefined;
};

interface SearchActionsInput {
  text: string;
  typed: string;
  quantity: Quantity | undefined;
  note: string | undefined;
  /** The list's shop named at the end («сыр в Ашане»). */
  store: StoreRef | undefined;
  /** The price typed at the end («молоко 89₽»). */
  price: number | undefined;
  shown: Suggestion[];
  latestText: RefObject<string>;
  setText: (update: (now: string) => string) => void;
  setNewEntry: (entry: NewEntry) => void;
  onAdd: (request: AddRequest) => void;
}

/** What Enter or a click does: add a suggestion, open the new-product dialog, or wait for the suggestions first. */
export function useSearchActions(input: SearchActionsInput) {
  const { text, typed, quantity, note, store, price, shown, latestText, setText, setNewEntry, onAdd } = input;
  const lang = useLang();
  const queryClient = useQueryClient();

  // The text goes with the add, unless more was typed meanwhile (Enter may wait for the suggestions).
  const pick = (suggestion: Suggestion, from = latestText.current) => {
    setText((now) => (now === from ? '' : now));
    const { id, details } = suggestion;
    onAdd({ productId: id, name: suggestion.name, details, ...quantity, note, store, price });
  };

  // A new product is named without the amount, the shop and the price typed ("2 кг груш-бере" → «груш-бере», 2 кг).
  const openNewProduct = (name: string) => setNewEntry({ name, quantity, note, store, price });

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
export function searchKeys(
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
