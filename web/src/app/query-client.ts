import { timings } from '@listok/contract/base';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { type ApiCallMeta, createApiErrorHandler } from './api-error-handler';
import { router } from './router';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiCallMeta;
    mutationMeta: ApiCallMeta;
  }
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

const handleApiError = createApiErrorHandler((path, options) => router.navigate(path, options));

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleApiError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => handleApiError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      gcTime: timings.queryGcTime,
      // A 4xx will answer the same again; network trouble and 5xx get two more tries.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
