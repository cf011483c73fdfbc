import type { Lang, Suggestion } from '@listok/contract';
import { autocomplete as autocompleteRoute } from '@listok/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { readQueries } from '../../../../lib/offline/stored-data';
import { isNetworkFailure, storedUser } from '../../../../lib/offline/stored-fallback';
import { listKeys } from '../../shared/api/keys';

/** Up to ten products named like the text in the current language. */
export const autocomplete = (text: string, signal?: AbortSignal) =>
  api(autocompleteRoute, { query: { name: text }, signal });

/**
 * Without signal: the same rule over every product the kept answers name (earlier suggestions, own products, lists).
 * The rule and its synonyms load only then, as a chunk of their own (the service worker keeps it for offline use).
 */
async function keptSuggestions(lang: Lang, text: string, failure: unknown): Promise<Suggestion[]> {
  const user = storedUser();
  if (!isNetworkFailure(failure) || user === null) throw failure;
  const [{ keptProducts, matchSuggestions }, answers] = await Promise.all([
    import('../../offline/local-suggestions'),
    readQueries(user),
  ]);
  return matchSuggestions(keptProducts(answers, lang), text, lang);
}

export const suggestionsQuery = (lang: Lang, text: string) =>
  queryOptions({
    queryKey: listKeys.suggestions(lang, text),
    queryFn: ({ signal }) => autocomplete(text, signal).catch((error: unknown) => keptSuggestions(lang, text, error)),
    staleTime: 30_000,
  });

/** Suggestions for the (debounced, trimmed) text; none are asked for empty text. */
export const useSuggestions = (lang: Lang, text: string) =>
  useQuery({ ...suggestionsQuery(lang, text), enabled: text !== '', placeholderData: keepPreviousData });
