import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { hydrateFromPage } from './prerender/query-state';
import type { AppRouter } from './routes';

export function App({ router, onAttached }: { router: AppRouter; onAttached?: () => void }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    hydrateFromPage(client);
    return client;
  });
  // After the first commit: the page's handlers are attached (main.tsx).
  useEffect(() => onAttached?.(), [onAttached]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
