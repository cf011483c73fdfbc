import type { Lang, Suggestion } from '@listok/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { listKeys } from './keys';

/** GET /api/item/autocomplete?name=: up to ten products named like the text in the current language. */
export const autocomplete = (text: string, signal?: AbortSignal) =>
  apiCall<Suggestion[]>(`/api/item/autocomplete?${new URLSearchParams({ name: text })}`, { signal });

export const suggestionsQuery = (lang: Lang, text: string) =>
  queryOptions({
    queryKey: listKeys.suggestions(lang, text),
    queryFn: ({ signal }) => autocomplete(text, signal),
    staleTime: 30_000,
  });

/** Suggestions for the (debounced, trimmed) text; none are asked for empty text. */
export const useSuggestions = (lang: Lang, text: string) =>
  useQuery({ ...suggestionsQuery(lang, text), enabled: text !== '', placeholderData: keepPreviousData });
