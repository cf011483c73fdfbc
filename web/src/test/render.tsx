import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
// The feature texts the route modules register when they load; a component rendered alone needs them too.
import '../locales/account';
import '../locales/admin';
import '../locales/lists';

interface RenderOptions {
  /** The address the screen is shown at. */
  path?: string;
}

/**
 * Renders a screen or component with what the app gives it: a fresh cache of server answers (no retries, so a refused
 * call shows at once) and a router at `path`. The language is Russian, as for a visitor without the `lang` cookie.
 * Answers a user-event session to act through.
 */
export function renderScreen(ui: ReactElement, { path = '/' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
