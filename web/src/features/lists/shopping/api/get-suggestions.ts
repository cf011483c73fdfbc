import { listSuggestions } from '@listok/contract/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** The list's suggestions (members): what the members buy often, and what goes with the list's items. */
export const getListSuggestions = (listId: number, signal?: AbortSignal) =>
  api(listSuggestions, { params: { id: listId }, signal });

/** Under the list's key: every change of the list (a push event, an add) asks again. */
export const useListSuggestions = (listId: number, lang: string, enabled: boolean) =>
  useQuery({
    queryKey: listKeys.listSuggestions(listId, lang),
    queryFn: ({ signal }) => getListSuggestions(listId, signal),
    enabled,
    meta: { quietWithoutNetwork: true },
  });
