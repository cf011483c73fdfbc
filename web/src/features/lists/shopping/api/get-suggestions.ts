import type { ListSuggestion } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

/** GET /api/list/{id}/suggestions (members): what the members buy often, and what goes with the list's items. */
export const getListSuggestions = (listId: number, signal?: AbortSignal) =>
  apiCall<ListSuggestion[]>(`/api/list/${listId}/suggestions`, { signal });

/** Under the list's key: every change of the list (a push event, an add) asks again. */
export const useListSuggestions = (listId: number, lang: string, enabled: boolean) =>
  useQuery({
    queryKey: listKeys.listSuggestions(listId, lang),
    queryFn: ({ signal }) => getListSuggestions(listId, signal),
    enabled,
  });
