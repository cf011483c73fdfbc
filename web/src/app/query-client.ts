import { timings } from '@listok/contract/base';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { attachAnswerCache } from '../lib/api/answer-cache';
import { mutationDefaults, retryDelay, worthRetrying } from '../lib/api/api';
import { type ApiCallMeta, createApiErrorHandler } from '../lib/notices/api-error-handler';
import { navigateTo } from './navigation';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiCallMeta;
    mutationMeta: ApiCallMeta;
  }
}

const handleApiError = createApiErrorHandler(navigateTo);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleApiError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => handleApiError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      gcTime: timings.queryGcTime,
      retry: worthRetrying,
      retryDelay,
      refetchOnWindowFocus: false,
    },
    mutations: mutationDefaults,
  },
});

attachAnswerCache({
  forget: () => queryClient.removeQueries(),
  reload: () => queryClient.invalidateQueries(),
});
