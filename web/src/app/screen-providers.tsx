import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * What the screens need and the landing page does without: the cache of server answers. This module loads with the
 * first screen opened after the home page, so the query library is not in the landing page's bundle.
 */
export function withScreenProviders(Screen: ComponentType): ComponentType {
  return function ScreenWithProviders() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
