import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { hydrateFromPage } from './prerender/query-state';
import type { AppRouter } from './routes';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    hydrateFromPage(client);
    return client;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
