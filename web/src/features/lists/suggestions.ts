import type { Suggestion } from '@listok/contract';

/** A name as the matching rule compares it: trimmed, lower case, ё read as е (as the server's search reads it). */
export const comparableName = (name: string): string => name.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The suggestion whose name is exactly the typed text (ignoring case and surrounding spaces), if any. */
export function exactSuggestion(text: string, suggestions: readonly Suggestion[]): Suggestion | undefined {
  const typed = comparableName(text);
  if (typed === '') return undefined;
  return suggestions.find((suggestion) => comparableName(suggestion.name) === typed);
}

/** Spec §5: the Add button shows only while the typed name matches no suggestion exactly. */
export function offersNewProduct(text: string, suggestions: readonly Suggestion[]): boolean {
  return text.trim() !== '' && exactSuggestion(text, suggestions) === undefined;
}
