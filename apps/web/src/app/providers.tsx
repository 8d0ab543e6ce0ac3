import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@karamu/shared';
import { useTheme } from '@/features/theme';

function AppToaster() {
  const { resolvedTheme } = useTheme();
  // Section 9: toasts last 5 s, with rich colours and a close button.
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme={resolvedTheme}
      position="top-center"
    />
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
