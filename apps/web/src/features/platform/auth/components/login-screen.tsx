import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@karamu/shared';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The form (react-hook-form) loads after the card has painted: it keeps /login within its
 * 150 kB first-JavaScript budget (decision 0020). The page's HTML holds a placeholder, not
 * the fields (`useHydrated`): typed into before the form's script arrived, they would be
 * reset by it, or submitted natively, password and all, as a GET.
 */
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

function LoginFormLoading() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading the sign-in form">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

export type LoginScreenProps = {
  onSignedIn?: (user: CurrentUser) => void;
};

/** The sign-in card; shown at /login and in place of any dashboard page when signed out. */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  useDocumentTitle('Sign in');
  const hydrated = useHydrated();
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
        <CardDescription>Sign in with your Karamu account to open your dashboards.</CardDescription>
      </CardHeader>
      <CardContent>
        {hydrated ? (
          <Suspense fallback={<LoginFormLoading />}>
            <LoginForm onSignedIn={onSignedIn} />
          </Suspense>
        ) : (
          <LoginFormLoading />
        )}
      </CardContent>
    </Card>
  );
}
