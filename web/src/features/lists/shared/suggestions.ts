import type { Suggestion } from '@listok/contract';
import { foldName, sameName, switchLayout } from '@listok/contract/base';

/**
 * The suggestion whose name is the typed text, if any: exactly (ignoring case, ё and surrounding spaces), else up to
 * word forms ("яблок" is «Яблоки»), else as typed with the other keyboard layout on ("vjkjrj" is «Молоко»).
 */
export function exactSuggestion(text: string, suggestions: readonly Suggestion[]): Suggestion | undefined {
  const typed = foldName(text);
  if (typed === '') return undefined;
  const switched = switchLayout(text);
  return (
    suggestions.find((suggestion) => foldName(suggestion.name) === typed) ??
    suggestions.find((suggestion) => sameName(text, suggestion.name)) ??
    (switched === null ? undefined : suggestions.find((suggestion) => sameName(switched, suggestion.name)))
  );
}

/** Spec §5: the Add button shows only while the typed name matches no suggestion exactly. */
export function offersNewProduct(text: string, suggestions: readonly Suggestion[]): boolean {
  return text.trim() !== '' && exactSuggestion(text, suggestions) === undefined;
}
