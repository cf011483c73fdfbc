import type { Category } from '@listok/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/categories: the categories of goods, with names in both languages; they change only with a release. */
export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'],
  queryFn: ({ signal }) => apiCall<Category[]>('/api/categories', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCategories = () => useQuery(categoriesQuery);
