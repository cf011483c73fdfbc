import { ownProducts } from '@listok/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pagedApi } from '../../../lib/api/paged-call';

export const vocabularyKey = ['vocabulary'] as const;

/** One page of the user's own products, filtered by the name in the current language. */
export const vocabularyQuery = (name: string, page: number) =>
  queryOptions({
    queryKey: [...vocabularyKey, { name, page }],
    queryFn: ({ signal }) => pagedApi(ownProducts, { query: { name, page } }, { signal }),
    // The table keeps the previous page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useVocabulary = (name: string, page: number) => useQuery(vocabularyQuery(name, page));
