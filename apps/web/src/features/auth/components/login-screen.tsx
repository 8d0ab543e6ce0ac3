import type { CurrentUser } from '@karamu/shared';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoginForm } from './login-form';

export type LoginScreenProps = {
  onSignedIn?: (user: CurrentUser) => void;
};

/** The sign-in card; shown at /login and in place of any dashboard page when signed out. */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  useDocumentTitle('Sign in');
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
        <CardDescription>Sign in with your Karamu account to open your dashboards.</CardDescription>
      </CardHeader>
      <CardContent>
        <LoginForm onSignedIn={onSignedIn} />
      </CardContent>
    </Card>
  );
}
