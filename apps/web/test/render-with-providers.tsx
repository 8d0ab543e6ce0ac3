import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';

/** A query client whose failed requests fail at once: a test waits for an answer, not retries. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export type RenderWithProvidersOptions = {
  /** Query answers already in the cache (key, data): the screen asks no server for them. */
  cached?: readonly (readonly [QueryKey, unknown])[];
};

/** One component inside the app's providers, with a query client of its own. */
export function renderWithProviders(
  ui: ReactNode,
  { cached = [] }: RenderWithProvidersOptions = {},
) {
  const queryClient = createTestQueryClient();
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, queryClient };
}
