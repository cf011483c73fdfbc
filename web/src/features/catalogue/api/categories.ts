import { categories } from '@listok/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The categories of goods, with names in both languages; they change only with a release. */
export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'],
  queryFn: ({ signal }) => api(categories, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCategories = () => useQuery(categoriesQuery);
