import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@karamu/shared';
import { useTheme } from '@/components/theme';

// Loaded after the first paint (decision 0020): no page needs a toast to draw. sonner keeps
// toasts raised before its Toaster subscribes and shows them once it mounts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function AppToaster() {
  const { resolvedTheme } = useTheme();
  // Toasts last 5 s (TOAST_DURATION_MS), with rich colours and a close button, at the top
  // where no page's buttons are; dialogs keep their title below them (DialogContent).
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
      <Suspense>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
