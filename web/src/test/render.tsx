import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { mutationDefaults } from '../lib/api/api';
// The feature texts the route modules register when they load; a component rendered alone needs them too.
import '../locales/account';
import '../locales/admin';
import '../locales/lists';

interface RenderOptions {
  /** The address the screen is shown at. */
  path?: string;
  /** A cache to start from, e.g. holding answers a screen only reads (`newQueryClient` then `setQueryData`). */
  queryClient?: QueryClient;
}

/** A cache of server answers as the app's (changes sent at once) that never retries, so a refused call shows at once. */
export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { ...mutationDefaults, retry: false } } });

/**
 * Renders a screen or component with what the app gives it: a cache of server answers (a fresh one unless given) and
 * a router at `path`. The language is Russian, as for a visitor without the `lang` cookie.
 * Answers a user-event session to act through.
 */
export function renderScreen(ui: ReactElement, { path = '/', queryClient = newQueryClient() }: RenderOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
